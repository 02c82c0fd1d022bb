/**
 * Password policy of docs/product/accounts.md#passwords. Sign-up shows six requirements (the sixth is the matching confirmation) and a
 * strength rating from how many are met; reset checks the same rules in a fixed order with fixed messages.
 * The limits come in as arguments (contracts' PASSWORD_MIN_LENGTH and PASSWORD_SPECIAL_CHARACTERS) so the
 * numbers live in one place.
 */
export interface PasswordPolicy {
  minLength: number;
  /** The special characters reset-password accepts (docs/product/accounts.md#password-reset: !@#$%^&*(),.?":{}|<>). */
  specialCharacters: string;
}

export type PasswordRequirementId = 'length' | 'lowercase' | 'uppercase' | 'number' | 'special' | 'match';

export interface PasswordRequirement {
  id: PasswordRequirementId;
  label: string;
  met: boolean;
}

export type PasswordStrength = 'Weak' | 'Good' | 'Strong';

/**
 * The six sign-up requirements, in display order. "Special" is one of the policy's special characters — the same set
 * the server enforces at sign-up and reset — so the checklist never shows a password as Strong that the server refuses.
 */
export function listPasswordRequirements(
  password: string,
  confirmation: string,
  policy: PasswordPolicy,
): PasswordRequirement[] {
  const { minLength, specialCharacters } = policy;
  return [
    { id: 'length', label: `At least ${minLength} characters`, met: password.length >= minLength },
    { id: 'lowercase', label: 'One lowercase letter', met: /[a-z]/.test(password) },
    { id: 'uppercase', label: 'One uppercase letter', met: /[A-Z]/.test(password) },
    { id: 'number', label: 'One number', met: /[0-9]/.test(password) },
    {
      id: 'special',
      label: `One special character (${specialCharacters})`,
      met: [...password].some((ch) => specialCharacters.includes(ch)),
    },
    { id: 'match', label: 'Passwords match', met: password.length > 0 && password === confirmation },
  ];
}

/** Fewer than 3 met is Weak, 3 to 4 is Good, 5 or more is Strong. */
export function rateStrength(metCount: number): PasswordStrength {
  if (metCount < 3) return 'Weak';
  if (metCount < 5) return 'Good';
  return 'Strong';
}

/** True when every sign-up requirement is met (the confirmation included). */
export function isPasswordAccepted(password: string, confirmation: string, policy: PasswordPolicy): boolean {
  return listPasswordRequirements(password, confirmation, policy).every((r) => r.met);
}

/**
 * The first rule a new password breaks, in the order of docs/product/accounts.md#password-reset (reset password), or null when it is fine.
 * Does not check presence of the fields or the confirmation: see `findResetProblem` for the whole form.
 */
export function findPasswordRuleProblem(password: string, policy: PasswordPolicy): string | null {
  if (password.length < policy.minLength) return `Password must be at least ${policy.minLength} characters long`;
  if (!/[A-Z]/.test(password)) return 'Password must contain at least one uppercase letter';
  if (!/[a-z]/.test(password)) return 'Password must contain at least one lowercase letter';
  if (!/[0-9]/.test(password)) return 'Password must contain at least one number';
  if (![...password].some((ch) => policy.specialCharacters.includes(ch))) {
    return 'Password must contain at least one special character';
  }
  return null;
}

/** The reset form's checks in this order: token, both fields, the password rules, then the confirmation. */
export function findResetProblem(
  input: { token: string | null; password: string; confirmation: string },
  policy: PasswordPolicy,
): string | null {
  if (!input.token) return 'Invalid reset token. Please request a new password reset.';
  if (!input.password || !input.confirmation) return 'Please fill in all fields';
  const ruleProblem = findPasswordRuleProblem(input.password, policy);
  if (ruleProblem) return ruleProblem;
  if (input.password !== input.confirmation) return 'Passwords do not match';
  return null;
}

/** The educator screens' limits and messages, and the form-number reader their schemas share. */
import { z } from 'zod';

export const ANNOUNCEMENT_LIMITS = { titleLength: 200, messageLength: 5000 } as const;

export const EDUCATOR_MESSAGES = {
  educatorRequired: 'Educator access required',
  leagueNotFound: 'League not found',
  leagueCreated: 'League created successfully!',
  descriptionTooLong: 'Learning objectives must be at most 1000 characters',
  messageRequired: 'Please enter both title and message',
  titleTooLong: `The title must be at most ${ANNOUNCEMENT_LIMITS.titleLength} characters`,
  messageTooLong: `The message must be at most ${ANNOUNCEMENT_LIMITS.messageLength.toLocaleString('en-US')} characters`,
  textInvalid: 'Text cannot contain control characters, text-direction controls or broken characters',
  priorityInvalid: 'Priority must be urgent, high or normal',
  messageSent: 'Message sent to class successfully!',
  leagueIdInvalid: 'Please select a specific class to message',
  announcementNotFound: 'Announcement not found',
  announcementRead: 'Announcement marked as read',
} as const;

/** A whole number given as a number or a form's digits ('30'); absent or blank is the default. */
export const formNumber = (fallback: number, invalid: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return fallback;
      if (typeof v !== 'string') return v;
      const s = v.trim();
      return s === '' ? fallback : /^-?\d{1,9}$/.test(s) ? Number(s) : v;
    },
    z.number({ error: invalid }),
  );

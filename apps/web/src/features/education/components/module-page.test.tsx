import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EducationModule, QuizResult } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ModulePage } from './module-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function aModule(overrides: Partial<EducationModule> = {}): EducationModule {
  return {
    id: 2,
    title: 'Order Types',
    level: 'Beginner',
    summary: 'Market, limit and stop orders.',
    minutes: 25,
    sectionCount: 2,
    questionCount: 2,
    sectionsRead: 0,
    bestScore: null,
    completed: false,
    sections: [
      {
        id: 'market-orders',
        title: 'Market orders',
        body: 'A **market order** fills now.\n\n1. Pick a stock\n2. Press Buy\n\nTry it on [your portfolio](/portfolio).',
        read: false,
      },
      {
        id: 'limit-orders',
        title: 'Limit orders',
        body: 'A limit <img src=x onerror=alert(1)> sets a price.',
        read: false,
      },
    ],
    keyTerms: [{ term: 'Fill', definition: 'The execution of an order.' }],
    links: [{ label: 'Try it on your portfolio', href: '/portfolio', description: 'Place a small order.' }],
    quiz: [
      { id: 1, prompt: 'What does a market order do?', choices: ['Fills now', 'Waits for a price'] },
      { id: 2, prompt: 'A stop order becomes…', choices: ['A limit order', 'A market order'] },
    ],
    ...overrides,
  };
}

const scored: QuizResult = {
  score: 1,
  total: 2,
  percent: 50,
  passed: false,
  bestScore: 1,
  completed: false,
  results: [
    {
      questionId: 1,
      chosen: 0,
      correctIndex: 0,
      correct: true,
      explanation: 'Right: now.',
      correctExplanation: 'Right: now.',
    },
    {
      questionId: 2,
      chosen: 0,
      correctIndex: 1,
      correct: false,
      explanation: 'That is a stop-limit.',
      correctExplanation: 'Right: a stop becomes a market order.',
    },
  ],
};

describe('Module page', () => {
  it('renders the sections from Markdown as text, key terms and product links', async () => {
    installFakeApi().on('GET /api/education/modules/2', { body: aModule() });
    const { container } = renderWithApp(<ModulePage moduleId={2} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Types' })).toBeInTheDocument();
    expect(screen.getByText('Beginner')).toBeInTheDocument();
    const first = screen.getByRole('region', { name: '1. Market orders' });
    expect(within(first).getByText('market order').tagName).toBe('STRONG');
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pick a stock', 'Press Buy']);
    expect(within(first).getByRole('link', { name: 'your portfolio' })).toHaveAttribute('href', '/portfolio');
    expect(screen.getByText(/A limit <img src=x onerror=alert\(1\)> sets a price\./)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    const terms = screen.getByRole('region', { name: 'Key terms' });
    expect(terms).toHaveTextContent('Fill');
    expect(terms).toHaveTextContent('The execution of an order.');
    const links = screen.getByRole('region', { name: 'Try it in TradeArena' });
    expect(within(links).getByRole('link', { name: /Try it on your portfolio/ })).toHaveAttribute('href', '/portfolio');
    expect(screen.getByTestId('module-progress')).toHaveTextContent('Sections read: 0/2 · Best quiz score: not taken');
  });

  it('marks a section read and shows the progress', async () => {
    const server = installFakeApi();
    server.on('GET /api/education/modules/2', { body: aModule() });
    server.on('POST /api/education/modules/2/sections/market-orders/read', {
      body: {
        moduleId: 2,
        sectionId: 'market-orders',
        sectionCount: 2,
        sectionsRead: 1,
        bestScore: null,
        completed: false,
      },
    });
    renderWithApp(<ModulePage moduleId={2} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read: Market orders' }));
    const first = screen.getByRole('region', { name: '1. Market orders' });
    expect(await within(first).findByText('Section read')).toBeInTheDocument();
    expect(server.callsTo('POST /api/education/modules/2/sections/market-orders/read')).toHaveLength(1);
    expect(screen.getByTestId('module-progress')).toHaveTextContent('Sections read: 1/2');
    expect(within(screen.getByRole('navigation', { name: 'Sections' })).getByText(/\(read\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as read: Limit orders' })).toBeInTheDocument();
  });

  it('takes the quiz: asks for every answer, shows each result with explanations, the score, and a retry', async () => {
    const server = installFakeApi();
    server.on('GET /api/education/modules/2', { body: aModule() });
    server.on('POST /api/education/modules/2/quiz', { body: scored });
    renderWithApp(<ModulePage moduleId={2} />);
    const quiz = await screen.findByRole('region', { name: 'Quiz' });
    await userEvent.click(within(quiz).getByLabelText('Fills now'));
    await userEvent.click(within(quiz).getByRole('button', { name: 'Submit answers' }));
    expect(within(quiz).getByRole('alert')).toHaveTextContent('Answer all 2 questions before submitting.');
    expect(server.callsTo('POST /api/education/modules/2/quiz')).toHaveLength(0);

    await userEvent.click(within(quiz).getByLabelText('A limit order'));
    await userEvent.click(within(quiz).getByRole('button', { name: 'Submit answers' }));
    expect(await within(quiz).findByTestId('quiz-score')).toHaveTextContent('You scored 1/2 (50%)');
    expect(within(quiz).getByTestId('quiz-score')).toHaveTextContent('You need 70% to pass');
    expect(within(quiz).getByTestId('quiz-score')).toHaveTextContent('Best score: 1/2');
    expect(server.callsTo('POST /api/education/modules/2/quiz')[0]?.body).toEqual({ answers: [0, 0] });
    const q1 = within(quiz).getByTestId('quiz-question-1');
    expect(q1).toHaveTextContent('Correct');
    expect(q1).toHaveTextContent('Right: now.');
    const q2 = within(quiz).getByTestId('quiz-question-2');
    expect(q2).toHaveTextContent('Incorrect');
    expect(q2).toHaveTextContent('That is a stop-limit.');
    expect(q2).toHaveTextContent('Right answer: A market order. Right: a stop becomes a market order.');
    expect(within(q2).getByLabelText('A market order')).toBeDisabled();

    await userEvent.click(within(quiz).getByRole('button', { name: 'Try again' }));
    expect(within(quiz).queryByTestId('quiz-score')).toBeNull();
    expect(within(quiz).getByLabelText('Fills now')).not.toBeChecked();
    expect(within(quiz).getByLabelText('Fills now')).toBeEnabled();
  });

  it('shows the server’s message when the answers are refused', async () => {
    const server = installFakeApi();
    server.on('GET /api/education/modules/2', { body: aModule() });
    server.on(
      'POST /api/education/modules/2/quiz',
      errorReply(400, 'Answer every question: expected 3 answers, got 2', 'QUIZ_ANSWERS_INVALID'),
    );
    renderWithApp(<ModulePage moduleId={2} />);
    const quiz = await screen.findByRole('region', { name: 'Quiz' });
    await userEvent.click(within(quiz).getByLabelText('Fills now'));
    await userEvent.click(within(quiz).getByLabelText('A market order'));
    await userEvent.click(within(quiz).getByRole('button', { name: 'Submit answers' }));
    expect(await within(quiz).findByRole('alert')).toHaveTextContent(
      'Answer every question: expected 3 answers, got 2',
    );
  });

  it('says Module not found with a link back for an unknown id, without retrying', async () => {
    const server = installFakeApi();
    server.on('GET /api/education/modules/99', errorReply(404, 'Module not found', 'MODULE_NOT_FOUND'));
    renderWithApp(<ModulePage moduleId={99} />);
    expect(await screen.findByRole('heading', { name: 'Module not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Education' })).toHaveAttribute('href', '/education');
    expect(server.callsTo('GET /api/education/modules/99')).toHaveLength(1);
  });

  it('says Module not found for an address without a module number, without asking the server', () => {
    const server = installFakeApi();
    renderWithApp(<ModulePage moduleId={null} />);
    expect(screen.getByRole('heading', { name: 'Module not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Education' })).toHaveAttribute('href', '/education');
    expect(server.calls).toHaveLength(0);
  });
});

// The chat tutor: conversations per student and problem, and one reply at a time per conversation, streamed from the
// language model when one is configured, else (and whenever the model fails) from the built-in tutor.
import { randomUUID } from 'node:crypto';
import {
  ChatErrorCode,
  ProblemMessage,
  type ChatEngine,
  type ChatEventName,
  type ChatIntent,
  type ChatMessage,
  type Conversation,
  type ConversationList,
  type ConversationSummary,
} from '@mathbridge/contract';
import { wireFields } from '@mathbridge/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatModelConfig } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { ModelFailure, streamCompletion } from './model.js';
import { modelMessages, nextRung, systemPrompt, type Language } from './prompt.js';
import * as repo from './repository.js';
import { basicTutorReply, classifyMessage, refusal, splitSteps, type TutorProblem } from './tutor/index.js';

/** Messages of the conversation the tutor reads before the new one. */
const HISTORY_LENGTH = 20;
const TITLE_LENGTH = 60;

const notFound = () => new AppError(404, ChatErrorCode.NotFound, "We couldn't find this conversation.");
const busy = () =>
  new AppError(409, ChatErrorCode.Busy, 'The tutor is still answering in this conversation. Wait for it or stop it.');

const FALLBACK: Record<Language, string> = {
  ko: 'AI 튜터가 지금 답하지 못해요. 여기부터는 기본 튜터가 이어서 도와줄게요.',
  en: "The AI tutor couldn't finish its answer, so the basic tutor will take it from here.",
};
const UNTITLED: Record<Language, string> = { ko: '새 대화', en: 'New conversation' };
const FAILED: Record<Language, string> = {
  ko: '튜터가 답하지 못했어요. 잠시 후에 다시 보내 주세요.',
  en: "The tutor couldn't answer. Please send your message again in a moment.",
};
/** What the model reads for a ladder request sent without words. */
const ASKS: Record<Exclude<ChatIntent, 'message'>, string> = {
  hint: '(The student asks for the next hint.)',
  solution: '(The student asks for the whole solution.)',
};

/** Where a reply's events go; `gone` is aborted when the student closes the connection (stops the reply). */
export interface ReplySink {
  send(event: ChatEventName, data: unknown): void;
  gone: AbortSignal;
}

/** A reply made ready by `beginReply`: the student's message is saved and the conversation is held. */
export interface PendingReply {
  conversation: repo.ConversationRow;
  intent: ChatIntent;
  text: string;
  language: Language;
  problem: TutorProblem | null;
  history: { role: 'student' | 'tutor'; text: string }[];
}

function toMessage(row: repo.ChatMessageRow): ChatMessage {
  return wireFields(row, ['id', 'role', 'text', 'intent', 'engine', 'interrupted', 'createdAt']);
}

function toSummary(row: repo.ConversationRow): ConversationSummary {
  const summary = wireFields(row, ['id', 'problemId', 'title', 'createdAt', 'updatedAt']);
  return { ...summary, hintLevel: Math.max(0, Math.min(3, row.hintLevel)) };
}

/** A choice's number and text for a multiple-choice key or answer ('2' → '(3) $x=4$'); other answers as they are. */
function readable(problem: repo.ProblemRow, answer: string | null): string {
  if (answer === null || answer === '') return '(no answer)';
  if (problem.type !== 'multiple' || !problem.choices || !/^\d+$/.test(answer)) return answer;
  const choice = problem.choices[Number(answer)];
  return choice === undefined ? answer : `(${Number(answer) + 1}) ${choice}`;
}

/** The stem on one line, cut to TITLE_LENGTH but never inside a \( … \) formula (the app renders titles). */
export function shortened(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_LENGTH) return line;
  let cut = line.slice(0, TITLE_LENGTH - 1);
  const opened = cut.lastIndexOf('\\(');
  if (opened > cut.lastIndexOf('\\)')) {
    const closed = line.indexOf('\\)', opened);
    // A short formula is kept whole; a long one is dropped from the title.
    cut = closed !== -1 && closed + 2 <= TITLE_LENGTH + 20 ? line.slice(0, closed + 2) : cut.slice(0, opened);
  }
  return `${cut.trimEnd()}…`;
}

function titleOf(problem: repo.ProblemRow | undefined, language: Language): string {
  return problem ? shortened(problem.stem[language]) : UNTITLED[language];
}

/** A finished text cut into a few pieces, so the built-in tutor's answer streams like the model's. */
function pieces(text: string): string[] {
  const parts = text.match(/[^.!?。\n]+[.!?。]*\s*|\n+/g) ?? [text];
  return parts.join('') === text ? parts : [text];
}

export class ChatService {
  /** Conversations with a reply being written (one at a time each). */
  private readonly replying = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly model: ChatModelConfig | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  get engine(): ChatEngine {
    return this.model ? 'model' : 'basic';
  }

  async list(userId: string, query: { page: number; size: number }): Promise<ConversationList> {
    const { rows, total } = await repo.listConversations(this.db, userId, {
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return { items: rows.map(toSummary), page: query.page, size: query.size, total };
  }

  async open(
    userId: string,
    problemId: string | undefined,
    language: Language,
  ): Promise<{ created: boolean; conversation: Conversation }> {
    const problem = problemId ? await repo.findProblem(this.db, problemId) : undefined;
    if (problemId && !problem) throw new AppError(404, 'E_NOT_FOUND', ProblemMessage.notFound);
    const { row, created } = await repo.openConversation(this.db, {
      userId,
      problemId: problem?.id ?? null,
      title: titleOf(problem, language),
    });
    return { created, conversation: await this.withMessages(row) };
  }

  async get(userId: string, id: string): Promise<Conversation> {
    const row = await repo.findOwnConversation(this.db, id, userId);
    if (!row) throw notFound();
    return this.withMessages(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (this.replying.has(id)) throw busy();
    if (!(await repo.deleteConversation(this.db, id, userId))) throw notFound();
  }

  async removeAll(userId: string): Promise<void> {
    await repo.erase(this.db, userId);
  }

  private async withMessages(row: repo.ConversationRow): Promise<Conversation> {
    const messages = await repo.messagesOf(this.db, row.id);
    return { ...toSummary(row), messages: messages.map(toMessage) };
  }

  /** What the tutor knows of the problem: its text, key and steps, and the student's own answers to it. */
  private async problemContext(userId: string, problemId: string, language: Language): Promise<TutorProblem | null> {
    const problem = await repo.findProblem(this.db, problemId);
    if (!problem) return null;
    const attempts = await repo.studentAnswersTo(this.db, userId, problemId);
    return {
      stem: problem.stem[language],
      choices: problem.choices ?? null,
      answer: readable(problem, problem.answer),
      steps: problem.explanation.flatMap((step) => splitSteps(step[language])),
      attempts: attempts.map((a) => ({ answer: readable(problem, a.answer), correct: a.correct })),
    };
  }

  /**
   * Checks the conversation is the student's and free, holds it, and saves the student's message. Throws 404 or 409
   * before anything is streamed; `finishReply` must follow.
   */
  async beginReply(
    userId: string,
    id: string,
    body: { intent: ChatIntent; text: string },
    language: Language,
  ): Promise<PendingReply> {
    const conversation = await repo.findOwnConversation(this.db, id, userId);
    if (!conversation) throw notFound();
    if (this.replying.has(id)) throw busy();
    this.replying.add(id);
    try {
      const earlier = await repo.messagesOf(this.db, id);
      // A chat opened on its own is named after the student's first words, so the history list tells them apart.
      if (!conversation.problemId && earlier.length === 0 && body.text !== '')
        await repo.renameConversation(this.db, id, shortened(body.text));
      const problem = conversation.problemId
        ? await this.problemContext(userId, conversation.problemId, language)
        : null;
      await repo.addMessage(this.db, {
        conversationId: id,
        role: 'student',
        text: body.text,
        intent: body.intent,
        engine: null,
        createdAt: new Date(),
      });
      return {
        conversation,
        intent: body.intent,
        text: body.text,
        language,
        problem,
        history: earlier.slice(-HISTORY_LENGTH).map((m) => ({ role: m.role, text: m.text })),
      };
    } catch (err) {
      this.replying.delete(id);
      throw err;
    }
  }

  /** Writes the reply as events and saves it (what arrived, when the student stopped it); frees the conversation. */
  async finishReply(pending: PendingReply, sink: ReplySink): Promise<void> {
    try {
      await this.reply(pending, sink);
    } catch (err) {
      this.log.error({ err }, 'chat reply failed');
      sink.send('error', { code: 'E_CHAT_FAILED', message: FAILED[pending.language] });
    } finally {
      this.replying.delete(pending.conversation.id);
    }
  }

  private async reply(pending: PendingReply, sink: ReplySink): Promise<void> {
    const { conversation, intent, language } = pending;
    const kind = pending.text === '' ? 'math' : classifyMessage(pending.text);
    const refused = kind !== 'math';
    const firstEngine: ChatEngine = refused || !this.model ? 'basic' : 'model';
    const messageId = randomUUID();
    sink.send('start', { messageId, engine: firstEngine });

    let text = '';
    let engine = firstEngine;
    let interrupted = false;
    let hintLevel = conversation.hintLevel;
    const write = (piece: string) => {
      text += piece;
      sink.send('delta', { text: piece });
    };
    const writeAll = (whole: string) => {
      for (const piece of pieces(whole)) {
        if (sink.gone.aborted) {
          interrupted = true;
          return;
        }
        write(piece);
      }
    };
    const basic = () => {
      const answer = basicTutorReply(
        { language, problem: pending.problem, hintLevel: conversation.hintLevel, history: pending.history },
        intent,
        pending.text,
      );
      hintLevel = answer.hintLevel;
      writeAll(text === '' ? answer.text : `\n\n${answer.text}`);
    };

    if (refused) {
      // Neither engine sees an off-topic or injected message: the refusal is fixed text.
      writeAll(refusal(language));
    } else if (this.model) {
      const result = await this.fromModel(this.model, pending, sink, write);
      interrupted = result === 'stopped';
      if (result === 'done') hintLevel = nextRung(intent, conversation.hintLevel).hintLevel;
      if (result === 'failed') {
        sink.send('fallback', { message: FALLBACK[language] });
        engine = 'basic';
        basic();
      }
    } else {
      basic();
    }

    if (text === '' && interrupted) return;
    const row = await repo.addMessage(
      this.db,
      {
        id: messageId,
        conversationId: conversation.id,
        role: 'tutor',
        text,
        intent,
        engine,
        interrupted,
        createdAt: new Date(),
      },
      { hintLevel: Math.max(0, Math.min(3, hintLevel)) },
    );
    sink.send('done', { message: toMessage(row) });
  }

  /**
   * Streams the model's answer through `write`. 'stopped': the student closed the connection (the upstream call is
   * closed too); 'failed': an error status, a failed connection, a broken stream, or silence longer than the timeout.
   */
  private async fromModel(
    model: ChatModelConfig,
    pending: PendingReply,
    sink: ReplySink,
    write: (piece: string) => void,
  ): Promise<'done' | 'stopped' | 'failed'> {
    const upstream = new AbortController();
    let timedOut = false;
    let wrote = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        upstream.abort();
      }, model.firstTokenTimeoutMs);
    };
    const stop = () => upstream.abort();
    if (sink.gone.aborted) return 'stopped';
    sink.gone.addEventListener('abort', stop, { once: true });
    const system = systemPrompt({
      language: pending.language,
      problem: pending.problem,
      intent: pending.intent,
      hintLevel: pending.conversation.hintLevel,
    });
    const latest = pending.intent === 'message' || pending.text !== '' ? pending.text : ASKS[pending.intent];
    try {
      arm();
      for await (const piece of streamCompletion(
        model,
        modelMessages(system, pending.history, latest),
        upstream.signal,
      )) {
        arm();
        wrote = true;
        write(piece);
      }
      // A model that answers nothing leaves the student with nothing: the built-in tutor answers instead.
      return wrote ? 'done' : 'failed';
    } catch (err) {
      if (sink.gone.aborted && !timedOut) return 'stopped';
      this.log.warn(
        { err: err instanceof ModelFailure ? { kind: err.kind, status: err.status } : err, timedOut },
        'the chat model failed; the basic tutor goes on',
      );
      return 'failed';
    } finally {
      clearTimeout(timer);
      sink.gone.removeEventListener('abort', stop);
    }
  }
}

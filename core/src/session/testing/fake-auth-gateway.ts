import { delay, type Scheduler } from '../../shared/clock.js';
import type {
  AuthAnswer,
  AuthGateway,
  ForgotPasswordRequest,
  LoginCredentials,
  Registration,
  ResetPasswordRequest,
} from '../auth-gateway.js';
import type { Journal } from './journal.js';
import { AuthAnswerMother } from './session-mother.js';

/** How the fake's logout call behaves. */
export type LogoutBehaviour =
  { readonly outcome: 'succeed' | 'fail'; readonly afterMs?: number } | { readonly outcome: 'hang' };

/**
 * An auth API in memory. Answers and failures are set by the test; every call is recorded.
 * A logout with `afterMs` settles only when the scheduler reaches that time.
 */
export class FakeAuthGateway implements AuthGateway {
  answer: AuthAnswer = AuthAnswerMother.customer();
  failure: unknown = undefined;
  logoutBehaviour: LogoutBehaviour = { outcome: 'succeed' };
  readonly logins: LoginCredentials[] = [];
  readonly registrations: Registration[] = [];
  readonly forgotten: ForgotPasswordRequest[] = [];
  readonly resets: ResetPasswordRequest[] = [];
  readonly confirmations: { userHash: string; token: string }[] = [];
  logouts = 0;

  constructor(
    private readonly scheduler?: Scheduler,
    private readonly journal?: Journal,
  ) {}

  async login(credentials: LoginCredentials): Promise<AuthAnswer> {
    this.logins.push(credentials);
    this.journal?.record('login');
    return this.answerOrFail();
  }

  async register(registration: Registration): Promise<AuthAnswer> {
    this.registrations.push(registration);
    this.journal?.record('register');
    return this.answerOrFail();
  }

  async logout(): Promise<void> {
    this.logouts++;
    this.journal?.record('logout call');
    const behaviour = this.logoutBehaviour;
    if (behaviour.outcome === 'hang') return new Promise<void>(() => undefined);
    if (behaviour.afterMs !== undefined) {
      if (!this.scheduler) throw new Error('a delayed logout needs a scheduler');
      await delay(this.scheduler, behaviour.afterMs);
    }
    if (behaviour.outcome === 'fail') throw { status: 403, data: { errors: { token: 'invalid token' } } };
  }

  async forgotPassword(request: ForgotPasswordRequest): Promise<void> {
    this.forgotten.push(request);
    if (this.failure !== undefined) throw this.failure;
  }

  async resetPassword(request: ResetPasswordRequest): Promise<void> {
    this.resets.push(request);
    if (this.failure !== undefined) throw this.failure;
  }

  async confirmDoubleOptIn(userHash: string, token: string): Promise<void> {
    this.confirmations.push({ userHash, token });
    if (this.failure !== undefined) throw this.failure;
  }

  private answerOrFail(): AuthAnswer {
    if (this.failure !== undefined) throw this.failure;
    return this.answer;
  }
}

import { Container, type Bind, type ServiceIdentifier } from 'inversify';
import { SHOP } from './tokens.js';

/** How a per-shopper service reads what it is made on; an optional one may be absent. */
export interface ShopperLookup {
  <T>(key: ServiceIdentifier<T>): T;
  <T>(key: ServiceIdentifier<T>, options: { readonly optional: true }): T | undefined;
}

/** Makes one service of a shopper from the others. */
export type ShopperRecipe<T> = (get: ShopperLookup) => T;

const recipeTokens = new Map<ServiceIdentifier, ServiceIdentifier<ShopperRecipe<unknown>>>();

/** Where the process's container keeps how a per-shopper service is made. */
function recipeOf<T>(token: ServiceIdentifier<T>): ServiceIdentifier<ShopperRecipe<T>> {
  let recipe = recipeTokens.get(token);
  if (!recipe) recipeTokens.set(token, (recipe = Symbol(`recipe of ${String(token)}`)));
  return recipe as ServiceIdentifier<ShopperRecipe<T>>;
}

/** What the process's container answers for a token: how a shopper makes it, or the process's own value. */
type ProcessAnswer = { readonly recipe: ShopperRecipe<unknown> } | { readonly value: unknown };

/**
 * Each process container's answers, asked once per token: the recipes and the process's values (its
 * config, its scheduler) never change while it runs, and asking inversify again costs every request.
 */
const answersOf = new WeakMap<Container, Map<ServiceIdentifier, ProcessAnswer>>();

function processAnswer(process: Container, token: ServiceIdentifier, optional: boolean): ProcessAnswer {
  let answers = answersOf.get(process);
  if (!answers) answersOf.set(process, (answers = new Map()));
  let answer = answers.get(token);
  if (!answer) {
    const recipe = process.get(recipeOf(token), { optional: true });
    // Without a recipe and unbound, a required token throws here, and nothing is kept.
    answer = recipe
      ? { recipe }
      : { value: optional ? process.get(token, { optional: true }) : process.get(token) };
    answers.set(token, answer);
  }
  return answer;
}

/**
 * One shopper's services: one per server request, one per page life in the browser, bound in the
 * shopper's child container under `SHOP.scope`. It holds what is the shopper's (`provide`: their
 * identity, events, gateways) and makes each service bound with `bindPerShopper` once, on first use, by
 * the recipe the process's container holds. Why not inversify's own scopes: a singleton bound in a parent
 * is shared by all its children, and resolving through a fresh child plans every lookup anew, about
 * ten times the cost of making a page's stores (docs/benchmarks.md); what the process's container
 * answers, which never changes, is asked of it once.
 */
export class ShopperScope {
  private readonly made = new Map<ServiceIdentifier, unknown>();
  private readonly lookup = ((key: ServiceIdentifier, options?: { readonly optional: true }) =>
    this.get(key, options)) as ShopperLookup;

  constructor(private readonly process: Container) {}

  /** Gives this shopper a service of their own (their identity, their gateways, …). */
  provide<T>(token: ServiceIdentifier<T>, value: T): this {
    this.made.set(token, value);
    return this;
  }

  /**
   * The service under `token`: the shopper's own, else made by its recipe once, else the process's
   * (its scheduler, its logger). Throws when none of them has it, unless it is optional.
   */
  get<T>(token: ServiceIdentifier<T>): T;
  get<T>(token: ServiceIdentifier<T>, options?: { readonly optional: true }): T | undefined;
  get<T>(token: ServiceIdentifier<T>, options?: { readonly optional: true }): T | undefined {
    if (this.made.has(token)) return this.made.get(token) as T;
    const answer = processAnswer(this.process, token, options !== undefined);
    const value = ('recipe' in answer ? answer.recipe(this.lookup) : answer.value) as T;
    this.made.set(token, value);
    return value;
  }
}

/**
 * Binds a service of the shopper, once in the process's container: how it is made, and the token a
 * shopper's child container answers it by, made at most once in their scope.
 */
export function bindPerShopper<T>(bind: Bind, token: ServiceIdentifier<T>, recipe: ShopperRecipe<T>): void {
  bind(recipeOf(token)).toConstantValue(recipe);
  bind(token)
    .toDynamicValue((context) => context.get(SHOP.scope).get(token))
    .inTransientScope();
}

/**
 * Declares, once in the process's container, a service each shopper brings along (`provide`), so their
 * child container answers it too; absent (undefined) where the scope has none.
 */
export function bindProvided<T>(bind: Bind, token: ServiceIdentifier<T>): void {
  bind(token)
    .toDynamicValue(
      (context) => context.get(SHOP.scope, { optional: true })?.get(token, { optional: true }) as T,
    )
    .inTransientScope();
}

/** A shopper's child container on the process's: it holds their scope, through which every per-shopper token answers. */
export function shopperContainer(scope: ShopperScope, process: Container): Container {
  const shopper = new Container({ parent: process, defaultScope: 'Singleton' });
  shopper.bind(SHOP.scope).toConstantValue(scope);
  return shopper;
}

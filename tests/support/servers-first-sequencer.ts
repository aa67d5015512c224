import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The projects whose files start processes and servers and then mostly wait on them (a real
 * `npm start`, the API behind a property-based model, packing and installing the packages, the
 * storefront over HTTP, the API's own tests on SQLite), slowest first. Started first, their waiting
 * overlaps the quick, CPU-bound files of the other projects; left to the end (Vitest's order on a clean
 * clone, which knows no durations yet), one of them runs alone and sets the length of the whole run.
 */
export const SERVERS_FIRST = ['operator', 'contract', 'packages', 'http', 'backend'] as const;

function rank(spec: TestSpecification): number {
  const index = (SERVERS_FIRST as readonly string[]).indexOf(spec.project.name);
  return index === -1 ? SERVERS_FIRST.length : index;
}

/**
 * Vitest's own order (durations of earlier runs when it has them, else larger files first) within
 * each project, with the projects in SERVERS_FIRST ahead of the rest.
 */
export class ServersFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

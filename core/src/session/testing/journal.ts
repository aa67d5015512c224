/** An ordered record of what fakes were asked to do, to assert the order of steps across ports. */
export class Journal {
  readonly entries: string[] = [];
  record(entry: string): void {
    this.entries.push(entry);
  }
}

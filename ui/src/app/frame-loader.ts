/**
 * A store that fills part of the page frame (session, menus) before the first page renders. Runs once
 * per page, in parallel with the others; on the server that is once per request.
 */
export interface FrameLoader {
  loadFrame(): Promise<void>;
}

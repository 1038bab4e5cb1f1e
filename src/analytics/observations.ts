/** What the app observes for its reports (./track.ts), handed to the reporting module (./report.ts). Types only. */

/** A request that failed on the server's side: never its parameters, body or answer. */
export interface FailedCall {
  /** `GET /system/notice/page` (no query, no base URL). */
  call: string
  /** The trace-id header it was sent with: the backend's logs are searched by it. */
  traceId?: string
  /** The HTTP status, or yudao's code when the envelope said 500. */
  status?: number
  /**
   * `http-status`: a 5xx (a gateway's 502/503/504 after the retries too); `timeout`: no answer within 30 s;
   * `not-envelope`: a page, nothing or a cut-short body where JSON belongs; `server-error`: yudao's code 500;
   * `bad-data`: data of another shape than the call's schema.
   */
  reason: 'http-status' | 'timeout' | 'not-envelope' | 'server-error' | 'bad-data'
}

export type Observation =
  /** A page the user was shown: its location and the document's title then. */
  | { type: 'view'; pathname: string; search: string; title: string; at: number }
  /** An uncaught error or rejection, or a page's crash, on `route` (a browser path). */
  | { type: 'failure'; source: 'error' | 'rejection' | 'crash'; error: unknown; route: string; at: number }
  | ({ type: 'request'; route: string; at: number } & FailedCall)

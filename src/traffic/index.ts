/**
 * Recorded traffic (`nlu serve --record`, `nlu traffic`): what real users sent and what the model answered,
 * to read most useful first, label, and export as labelled messages for `nlu evaluate` and `nlu train --tune-on`.
 */
export { TrafficError, isTrafficError, type TrafficErrorCode } from './errors.js';
export type { NewTrafficMessage, TrafficAnswer, TrafficLabel, TrafficMessage } from './message.js';
export { maskText, EMAIL_MASK, DIGIT_MASK } from './mask.js';
export type { TrafficStore, TrafficListOptions, TrafficPageOptions, PruneLimits } from './store.js';
export { SqliteTrafficStore, type SqliteTrafficOptions } from './stores/sqlite-traffic-store.js';
export { ThreadedSqliteTrafficStore } from './stores/threaded-sqlite-traffic-store.js';
export { PostgresTrafficStore, type PostgresTrafficOptions } from './stores/postgres-traffic-store.js';
export { openTrafficStore, DEFAULT_TRAFFIC_FILE, type OpenTrafficStoreOptions } from './open-traffic-store.js';
export { TrafficRecorder, DEFAULT_RECORD_LIMITS, type RecorderOptions, type RecorderSettings, type AnsweringModel } from './recorder.js';
export { labelMessage, MAX_LABEL_LENGTH } from './label.js';
export { exportLines, type ExportFormat } from './export.js';

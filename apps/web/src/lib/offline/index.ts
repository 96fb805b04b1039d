/**
 * Work kept on the device while offline (issue 35: one module): the scan queues in IndexedDB, the
 * retry loop that runs a round when the network comes back, and the one flusher that sends a queue
 * and decides on each answer's status. Reads kept for offline use live beside them (kept-reads).
 */
export {
  enqueueScan,
  enqueueStaffScan,
  listQueuedScans,
  listQueuedStaffScans,
  removeQueuedScan,
  removeQueuedStaffScan,
  SCAN_QUEUE_CHANGED_EVENT,
  type QueuedScan,
  type QueuedStaffScan,
} from './scan-queue';
export { useOfflineRetry, type RoundEnd } from './use-offline-retry';
export { classifySendFailure, sendQueue, type QueueSender, type SendFailure } from './send-queue';

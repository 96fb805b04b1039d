import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AttendancePayload } from '@podium/contracts/check-in/attendance-payload';
import type { VerifyCheckInRequest } from '@podium/contracts/check-in/verify-check-in';
import type { StaffScanRequest } from '@podium/contracts/staff/staff-scan';

/** A scan kept on the device because it could not reach the server (issue 13). */
export interface QueuedScan {
  /** The scan's id: sent unchanged, so the server records it once however often it arrives. */
  scanId: string;
  /** The signed-in person who scanned (only their session sends it). */
  personId: number;
  /** The code as read, for the visitor's category choice after sync. */
  code: AttendancePayload;
  /** The request as it will be sent (offline flag and device time included). */
  body: VerifyCheckInRequest;
  /** Device time of the scan (ms); the server records it but judges by the code's own time. */
  scannedAtMs: number;
}

/** A personal QR code staff read without network, kept until it can be sent (issue 13). */
export interface QueuedStaffScan {
  id: string;
  /** The staff member who scanned (only their session sends it). */
  personId: number;
  body: StaffScanRequest;
  scannedAtMs: number;
}

interface QueueSchema extends DBSchema {
  scans: { key: string; value: QueuedScan; indexes: { byTime: number } };
  staffScans: { key: string; value: QueuedStaffScan; indexes: { byTime: number } };
}

const DATABASE_NAME = 'podium-offline';
/** Fired on window after the queue changes, so counts on screen follow. */
export const SCAN_QUEUE_CHANGED_EVENT = 'podium:scan-queue-changed';

let opening: Promise<IDBPDatabase<QueueSchema>> | undefined;
function database(): Promise<IDBPDatabase<QueueSchema>> {
  opening ??= openDB<QueueSchema>(DATABASE_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('scans', { keyPath: 'scanId' }).createIndex('byTime', 'scannedAtMs');
      db.createObjectStore('staffScans', { keyPath: 'id' }).createIndex('byTime', 'scannedAtMs');
    },
  });
  return opening;
}

const changed = () => window.dispatchEvent(new Event(SCAN_QUEUE_CHANGED_EVENT));

/** Keeps a scan on the device (IndexedDB: survives a reload and a closed tab). */
export async function enqueueScan(scan: QueuedScan): Promise<void> {
  await (await database()).put('scans', scan);
  changed();
}

/** The person's queued scans, oldest first (they are sent in the order they were made). */
export async function listQueuedScans(personId: number): Promise<QueuedScan[]> {
  const all = await (await database()).getAllFromIndex('scans', 'byTime');
  return all.filter((scan) => scan.personId === personId);
}

export async function removeQueuedScan(scanId: string): Promise<void> {
  await (await database()).delete('scans', scanId);
  changed();
}

/** Keeps a staff scan on the device. */
export async function enqueueStaffScan(scan: QueuedStaffScan): Promise<void> {
  await (await database()).put('staffScans', scan);
  changed();
}

/** The staff member's queued scans, oldest first. */
export async function listQueuedStaffScans(personId: number): Promise<QueuedStaffScan[]> {
  const all = await (await database()).getAllFromIndex('staffScans', 'byTime');
  return all.filter((scan) => scan.personId === personId);
}

export async function removeQueuedStaffScan(id: string): Promise<void> {
  await (await database()).delete('staffScans', id);
  changed();
}

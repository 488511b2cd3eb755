import { createLogger, errorMessage } from '../util';

const log = createLogger('approvals');

/** The alarm that expires pending approvals while any exist. */
export const APPROVAL_ALARM = 'todo-assistant/expire-approvals';

export interface AlarmsLike {
  get(name: string): Promise<unknown>;
  create(name: string, info: { periodInMinutes: number; delayInMinutes?: number }): Promise<void> | void;
  clear(name: string): Promise<boolean>;
}

export interface ApprovalSweeperOptions {
  /** Expires overdue approvals (lib/agent `expireApprovals`); returns how many. */
  expire: () => Promise<number>;
  hasPending: () => Promise<boolean>;
  alarms: AlarmsLike;
}

/**
 * Expires overdue approvals on wake, after each request, and every minute
 * while any approval is pending; the alarm is cleared when none is left, so an
 * idle worker is not woken for nothing.
 */
export function createApprovalSweeper({ expire, hasPending, alarms }: ApprovalSweeperOptions) {
  async function sweep(): Promise<void> {
    try {
      await expire();
      if (await hasPending()) {
        if (!(await alarms.get(APPROVAL_ALARM))) await alarms.create(APPROVAL_ALARM, { periodInMinutes: 1, delayInMinutes: 1 });
      } else {
        await alarms.clear(APPROVAL_ALARM);
      }
    } catch (error) {
      log.error('could not expire approvals', errorMessage(error));
    }
  }
  return {
    sweep,
    onAlarm(alarm: { name: string }): Promise<void> | undefined {
      return alarm.name === APPROVAL_ALARM ? sweep() : undefined;
    },
  };
}

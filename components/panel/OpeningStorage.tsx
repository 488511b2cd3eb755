import type { SlowOpen } from '@/lib/hooks/use-slow-open';
import './storage-unavailable.css';

/** The whole panel while its database takes long to open: what it waits for, and that it is still going. */
export function OpeningStorage({ slow }: { slow: SlowOpen | undefined }) {
  if (!slow) return <div className="app" aria-busy="true" />;
  const label = slow.upgrading ? 'Updating your data for this version' : 'Opening your tasks';
  return (
    <div className="opening-storage" role="status" aria-busy="true">
      <p>
        {slow.upgrading
          ? 'Updating your tasks and history for this version of Todo Assistant. With a long history this can take a minute; nothing is lost, and the panel opens when it is done.'
          : 'Opening your tasks…'}
      </p>
      <progress aria-label={label} />
      <p className="opening-storage-time">{slow.seconds} s</p>
    </div>
  );
}

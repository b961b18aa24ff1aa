import type { ReactNode } from 'react';
import { placeKey } from './card-face.js';
import { seatPoint } from './table-view.js';

/**
 * An oval table with its seats around it (the dealer at the top centre, seats clockwise from the
 * dealer's left; mirrored for a left-handed dealer) and whatever the page puts in the middle. The box
 * keeps its aspect (16:10 by default); seats are placed on an oval a little larger than the felt so they sit on the rail.
 */
export function OvalTable({
  capacity,
  isLeftHanded,
  seat,
  center,
  felt = 'bg-emerald-800 dark:bg-emerald-900',
  label,
  aspect = '16 / 10',
}: {
  /** Width / height of the box; the seats need more height when they are large beside the felt. */
  aspect?: string;
  capacity: number;
  isLeftHanded: boolean;
  /** Draws seat `seatIndex`; null leaves the place empty. */
  seat: (seatIndex: number) => ReactNode;
  center: ReactNode;
  felt?: string;
  label: string;
}) {
  return (
    <section aria-label={label} className="relative mx-auto w-full" style={{ aspectRatio: aspect }}>
      <div
        className={`absolute rounded-[50%] shadow-[inset_0_0_0_10px_rgb(63_38_22),inset_0_0_0_12px_rgb(0_0_0/0.35),0_8px_24px_rgb(0_0_0/0.35)] ${felt}`}
        style={{ left: '14%', right: '14%', top: '18%', bottom: '18%' }}
      />
      <div
        className="absolute flex items-center justify-center"
        style={{ left: '24%', right: '24%', top: '28%', bottom: '28%' }}
      >
        {center}
      </div>
      {Array.from({ length: capacity }, (_, i) => {
        const p = seatPoint(i, capacity, isLeftHanded);
        return (
          <div
            key={placeKey(i, 'place')}
            className="absolute"
            data-seat-index={i}
            style={{
              // The seat oval: 86% of the width, 80% of the height of the box, round the rail.
              left: `${7 + p.x * 86}%`,
              top: `${10 + p.y * 80}%`,
              transform: 'translate(-50%, -50%)',
            }}
          >
            {seat(i)}
          </div>
        );
      })}
    </section>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { placeKey } from './card-face.js';
import { buttonSide, seatPoint } from './table-view.js';

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
  dealer,
}: {
  /**
   * The dealer button, drawn on the felt side of seat `seatIndex`'s box, just clear of it (never over
   * a seat: issue 15); pages that draw the button inside their seats leave this out.
   */
  dealer?: { seatIndex: number; button: ReactNode; size: number } | null;
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
            {dealer && dealer.seatIndex === i ? (
              <span
                className="pointer-events-none absolute"
                data-testid="dealer-button"
                style={buttonPlace(i, capacity, isLeftHanded, aspect, dealer.size)}
              >
                {dealer.button}
              </span>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

/** Width / height of an `aspect-ratio` value such as `16 / 10`. */
function aspectOf(aspect: string): number {
  const [w, h] = aspect.split('/').map((n) => Number(n.trim()));
  return w && h ? w / h : 1.6;
}

/**
 * Where the dealer button goes in its seat's box (the box is the positioned parent): on the box edge
 * that faces the middle of the table, then out by the button's radius and a gap, so the button lies
 * wholly outside the box, between the seat and the felt's centre.
 */
function buttonPlace(
  seatIndex: number,
  capacity: number,
  isLeftHanded: boolean,
  aspect: string,
  size: number,
): CSSProperties {
  const side = buttonSide(seatIndex, capacity, isLeftHanded, aspectOf(aspect));
  const out = size / 2 + Math.max(4, size * 0.2);
  return {
    left: `calc(${50 + side.x * 50}% + ${side.edge === 'x' ? Math.sign(side.x) * out : 0}px)`,
    top: `calc(${50 + side.y * 50}% + ${side.edge === 'y' ? Math.sign(side.y) * out : 0}px)`,
    transform: 'translate(-50%, -50%)',
    width: size,
    height: size,
    lineHeight: 0,
  };
}

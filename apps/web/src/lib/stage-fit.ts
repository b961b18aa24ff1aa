import { useEffect, useState } from 'react';

export interface StageFit {
  scale: number;
  /** Offsets that centre the scaled stage in the window, px. */
  left: number;
  top: number;
}

/** How a `width`×`height` stage fits a `viewWidth`×`viewHeight` window: scaled to fit, centred. */
export function stageFit(width: number, height: number, viewWidth: number, viewHeight: number): StageFit {
  const scale = Math.min(viewWidth / width, viewHeight / height) || 1;
  return {
    scale,
    left: Math.max(0, (viewWidth - width * scale) / 2),
    top: Math.max(0, (viewHeight - height * scale) / 2),
  };
}

/**
 * A display drawn on a fixed stage (a 1080×1920 clip, a 1280×800 tablet screen) scaled to whatever
 * window shows it, centred, and kept fitted when the window changes size.
 */
export function useStageFit(width: number, height: number): StageFit {
  const measure = () => stageFit(width, height, window.innerWidth, window.innerHeight);
  const [fit, setFit] = useState(measure);
  useEffect(() => {
    const onResize = () => setFit(stageFit(width, height, window.innerWidth, window.innerHeight));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [width, height]);
  return fit;
}

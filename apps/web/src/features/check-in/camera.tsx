import { useEffect, useRef, useState } from 'react';

/** The photo's side in pixels: enough for an avatar on every screen, a few KB as JPEG. */
const PHOTO_PX = 160;

/**
 * The tablet's front camera (getUserMedia) and a shutter. The shot is cropped square, downscaled to
 * 160 px and encoded as JPEG, well under the server's 64 KB for a picture. Without a camera (or
 * permission) it says so and the player skips the photo.
 */
export function CameraShot({ onShot }: { onShot: (dataUrl: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('This tablet has no camera we can use. Skip the photo.');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user', width: 640, height: 480 }, audio: false })
      .then((s) => {
        if (stopped) {
          for (const t of s.getTracks()) t.stop();
          return;
        }
        stream = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().then(() => setReady(true));
        }
      })
      .catch(() => setProblem('The camera is not available (no permission, or in use). Skip the photo.'));
    return () => {
      stopped = true;
      for (const t of stream?.getTracks() ?? []) t.stop();
    };
  }, []);

  const shoot = () => {
    const v = video.current;
    if (!v?.videoWidth) return;
    const side = Math.min(v.videoWidth, v.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = PHOTO_PX;
    canvas.height = PHOTO_PX;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    // Mirror it as the player saw it in the preview.
    ctx.translate(PHOTO_PX, 0);
    ctx.scale(-1, 1);
    ctx.drawImage(
      v,
      (v.videoWidth - side) / 2,
      (v.videoHeight - side) / 2,
      side,
      side,
      0,
      0,
      PHOTO_PX,
      PHOTO_PX,
    );
    onShot(canvas.toDataURL('image/jpeg', 0.8));
  };

  if (problem) return <p className="text-xl text-amber-300">{problem}</p>;
  return (
    <div className="flex flex-col items-center gap-4">
      <video
        ref={video}
        muted
        playsInline
        className="size-64 -scale-x-100 rounded-full bg-zinc-800 object-cover"
        aria-label="Camera preview"
      />
      <button
        type="button"
        onClick={shoot}
        disabled={!ready}
        className="h-16 rounded-xl bg-teal-600 px-8 text-2xl font-semibold text-white active:bg-teal-700 disabled:opacity-50"
      >
        Take the photo
      </button>
    </div>
  );
}

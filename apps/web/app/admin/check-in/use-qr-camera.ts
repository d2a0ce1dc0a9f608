import { useEffect, useRef, useState } from 'react';
import { qrReader } from './qr-reader.ts';

/** How often a frame is looked at: often enough to feel at once, light on a phone's battery. */
const SCAN_EVERY_MS = 250;

export type CameraState = 'starting' | 'on' | 'off' | 'failed';

/**
 * The phone's rear camera in a <video>, looked at a few times a second for a QR code;
 * each code read is handed to `onCode`. The camera is released when the screen goes or
 * `on` turns false, so the phone's camera light goes out with it. A new `attempt` tries
 * again after a refusal (the owner allowed the camera meanwhile).
 */
export function useQrCamera(on: boolean, attempt: number, onCode: (text: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('off');
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    if (!on) {
      setState('off');
      return;
    }
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    setState('starting');
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera here');
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = stream;
        await element.play();
        const read = await qrReader();
        setState('on');
        const scan = async () => {
          if (stopped) return;
          try {
            const text = await read(element);
            if (text && !stopped) handler.current(text);
          } catch {
            // A frame that could not be read (not ready yet): the next one may be.
          }
          if (!stopped) timer = setTimeout(scan, SCAN_EVERY_MS);
        };
        void scan();
      } catch {
        if (!stopped) setState('failed');
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on, attempt]);

  return { video, state };
}

import { readCheckInCode } from '@coach/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../api/client.ts';
import { checkInTicket } from '../attendees/attendees-api.ts';
import { useT } from '../i18n/text.ts';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { usePending } from '../ui/use-pending.ts';
import { CheckInResult, type Outcome } from './check-in-result.tsx';
import { L } from './check-in-texts.ts';
import { useQrCamera } from './use-qr-camera.ts';

/**
 * /admin/check-in: tickets at the event's door, on the owner's phone. The camera reads
 * the ticket's QR code; a code may be typed; and `?code=` checks in at once, since the QR
 * code carries this screen's address and a phone's own camera app opens it.
 */
export function CheckInScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>();
  const [typed, setTyped] = useState('');
  const { busy, pending } = usePending();
  const [cameraOn, setCameraOn] = useState(true);
  const [attempt, setAttempt] = useState(0);
  // The camera sees the same ticket many times a second: it is handled once.
  const lastScanned = useRef<string>(undefined);
  const codeId = useId();
  const hintId = useId();

  async function check(text: string) {
    const scanned = readCheckInCode(text);
    if (!scanned) {
      setOutcome({ error: new ApiError(422, L.notTicket.en) });
      return;
    }
    try {
      setOutcome({ answer: await pending(() => checkInTicket(scanned.id, scanned.code)) });
    } catch (error) {
      setOutcome({ error });
    }
  }

  const { video, state } = useQrCamera(cameraOn, attempt, (text) => {
    if (text === lastScanned.current) return;
    lastScanned.current = text;
    void check(text);
  });

  const fromAddress = params.get('code');
  useEffect(() => {
    if (fromAddress) {
      lastScanned.current = fromAddress;
      void check(fromAddress);
    }
  }, [fromAddress]);

  return (
    <section className="screen a-check-in">
      <ScreenHeader title={L.title} />
      <p className="a-lead">{t(L.intro)}</p>
      <div aria-live="polite">{outcome && <CheckInResult outcome={outcome} />}</div>
      <section className="a-card a-check-in-camera" aria-labelledby="check-in-camera">
        <h2 id="check-in-camera">{t(L.camera)}</h2>
        {/* The camera's picture, for aiming: it says nothing a screen reader could read. */}
        <video
          ref={video}
          className="a-check-in-video"
          muted
          playsInline
          aria-hidden="true"
          hidden={state === 'off' || state === 'failed'}
        />
        <p className="a-muted" role="status">
          {state === 'starting' && t(L.cameraStarting)}
          {state === 'on' && t(L.cameraOn)}
          {state === 'failed' && t(L.cameraFailed)}
        </p>
        {state === 'failed' ? (
          <button type="button" className="a-button" onClick={() => setAttempt((n) => n + 1)}>
            {t(L.startCamera)}
          </button>
        ) : (
          <button type="button" className="a-button" onClick={() => setCameraOn((on) => !on)}>
            {t(cameraOn ? L.stopCamera : L.startCamera)}
          </button>
        )}
      </section>
      <form
        className="a-card a-check-in-form"
        onSubmit={(event) => {
          event.preventDefault();
          lastScanned.current = undefined;
          void check(typed);
        }}
      >
        <label htmlFor={codeId}>{t(L.code)}</label>
        <input
          id={codeId}
          className="a-input a-check-in-code"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          required
          aria-describedby={hintId}
        />
        <span id={hintId} className="a-hint">
          {t(L.codeHint)}
        </span>
        <button type="submit" className="a-button a-button-primary" disabled={busy}>
          {t(busy ? L.checking : L.check)}
        </button>
      </form>
    </section>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { AuthCardPage } from '../../../components/auth-fields';
import { paths } from '../../../config/paths';

/** What the scan page says (no spec wording exists for it). */
export const SCAN_MESSAGES = {
  refused: msg`The camera is blocked, so the login card cannot be scanned. Allow this site to use the camera in your browser's settings and reload the page, or log in with your username and password.`,
  noCamera: msg`No camera was found on this device. Open the link on the login card, or log in with your username and password.`,
  unavailable: msg`The camera could not be started. Close other apps that use it and reload the page, or log in with your username and password.`,
  notACard: msg`This QR code is not a login card of this site. Hold the QR code of your login card in front of the camera.`,
} as const;

/** The card sign-in address a scanned QR code names, or null for anything else (another site, another page). */
export function loginCardLinkOf(text: string, origin: string): string | null {
  try {
    const url = new URL(text);
    if (
      url.origin !== origin ||
      url.pathname !== paths.cardSignIn.path ||
      !url.searchParams.get('u') ||
      url.hash.length < 2
    )
      return null;
    return url.href;
  } catch {
    return null;
  }
}

function cameraFailureMessage(error: unknown): MessageDescriptor {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return SCAN_MESSAGES.refused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return SCAN_MESSAGES.noCamera;
  return SCAN_MESSAGES.unavailable;
}

/**
 * Login's 'Scan login card': the camera's frames decoded with jsQR (loaded with this page only).
 * The camera needs the person's permission; without it the page explains how to give it. A
 * login card's link is opened as a new document, which ends the camera (see paths.auth.scanLoginCard).
 */
export function ScanLoginCardPage() {
  const { i18n, t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [message, setMessage] = useState<MessageDescriptor | null>(null);
  const [scanning, setScanning] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia)
        throw Object.assign(new Error('no camera API'), { name: 'NotFoundError' });
      const [{ default: jsQR }, media] = await Promise.all([
        import('jsqr'),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
      ]);
      stream = media;
      if (stopped) return;
      const video = videoRef.current;
      if (!video || !context) return;
      video.srcObject = media;
      await video.play();
      setScanning(true);
      const scan = () => {
        if (stopped) return;
        if (video.readyState >= video.HAVE_ENOUGH_DATA && video.videoWidth > 0) {
          canvas.width = video.videoWidth;
          canvas.height = video.videoHeight;
          context.drawImage(video, 0, 0, canvas.width, canvas.height);
          const code = jsQR(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height, {
            inversionAttempts: 'dontInvert',
          });
          if (code?.data) {
            const link = loginCardLinkOf(code.data, window.location.origin);
            if (link) {
              stopped = true;
              media.getTracks().forEach((track) => track.stop());
              window.location.assign(link);
              return;
            }
            setMessage(SCAN_MESSAGES.notACard);
          }
        }
        frame = requestAnimationFrame(scan);
      };
      frame = requestAnimationFrame(scan);
    }

    start().catch((error: unknown) => {
      if (!stopped) setMessage(cameraFailureMessage(error));
    });
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <AuthCardPage
      title={t`Scan login card`}
      description={t`Hold the QR code of your login card in front of the camera.`}
    >
      {message ? (
        <Alert tone={scanning ? 'warning' : 'danger'} live>
          {i18n._(message)}
        </Alert>
      ) : null}
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={t`Camera view`}
        style={{ width: '100%', maxWidth: '28rem', display: scanning ? 'block' : 'none' }}
      />
      <p>
        <Link reloadDocument to={paths.auth.login.getHref()}>
          <Trans>Log in with your username and password</Trans>
        </Link>
      </p>
    </AuthCardPage>
  );
}

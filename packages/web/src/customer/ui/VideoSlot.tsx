import { useState } from 'react';
import { Picture } from './Picture';

/** Why the player did not open: offline, the frame would be the browser's own error page. */
const OFFLINE = 'El video no se puede ver sin conexión. Probá de nuevo cuando vuelvas a tener internet.';

/**
 * The store's video as a poster with a play button; the player loads only when the customer asks
 * for it. A video that cannot load (offline, a slow phone, a blocked host) never leaves a broken
 * frame on the page, and the page does not pay for the player until it is wanted.
 */
export function VideoSlot({ videoId, storeName }: { videoId: string; storeName: string }) {
  const [phase, setPhase] = useState<'poster' | 'playing' | 'offline'>('poster');
  const title = `Video de ${storeName}`;
  if (phase === 'playing') {
    return (
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <>
      <div className="video-poster">
        <Picture
          src={`https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`}
          alt=""
          fallback={<span className="video-blank" aria-hidden="true" />}
        />
        <button
          type="button"
          className="video-play"
          onClick={() => setPhase(navigator.onLine ? 'playing' : 'offline')}
        >
          <span aria-hidden="true">▶</span> Ver el video
        </button>
      </div>
      <p className="video-offline" role="status">
        {phase === 'offline' ? OFFLINE : ''}
      </p>
    </>
  );
}

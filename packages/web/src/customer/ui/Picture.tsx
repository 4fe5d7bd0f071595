import { useState, type ReactNode } from 'react';

/** An image that gives way to `fallback` (or to nothing) when it cannot load, as on a slow phone. */
export function Picture(props: {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  fallback?: ReactNode;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === props.src) return <>{props.fallback ?? null}</>;
  return (
    <img
      src={props.src}
      alt={props.alt}
      className={props.className}
      width={props.width}
      height={props.height}
      loading="lazy"
      onError={() => setFailedSrc(props.src)}
    />
  );
}

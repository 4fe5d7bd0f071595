import { useEffect, useState } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { IMAGE_HINTS, imageHintProblem, type ImageKind } from '@mostrador/core';
import { FormTextField } from '../../../ui/form/FormTextField';
import { OPTIONS_TEXTS } from '../options-texts';

const CHECK_DELAY_MS = 600;

/** Loads the image to measure it; a same-site image is also checked for transparency. */
function measure(url: string): Promise<{ width: number; height: number; transparent?: boolean }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const size = { width: image.naturalWidth, height: image.naturalHeight };
      try {
        const canvas = document.createElement('canvas');
        canvas.width = Math.min(size.width, 64);
        canvas.height = Math.min(size.height, 64);
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0, canvas.width, canvas.height);
        const pixels = context?.getImageData(0, 0, canvas.width, canvas.height).data;
        let transparent = false;
        for (let i = 3; pixels && i < pixels.length; i += 4) if (pixels[i]! < 255) transparent = true;
        resolve({ ...size, transparent });
      } catch {
        // Another site's image without CORS cannot be read back: its size is still known.
        resolve(size);
      }
    };
    image.onerror = () => reject(new Error('unreadable'));
    image.src = url;
  });
}

/** An image url with the spec's size hint (section 5), warned about once the image is measured. */
export function ImageUrlField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  kind,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  kind: ImageKind;
}) {
  const url = useWatch({ control, name }) as string | undefined;
  const value = (url ?? '').trim();
  // The finding belongs to the url it was made for: an edited url shows the plain hint again.
  const [finding, setFinding] = useState<{ url: string; problem: string | undefined } | null>(null);
  const problem = finding?.url === value ? finding.problem : undefined;

  useEffect(() => {
    if (!/^https?:\/\/\S+$/i.test(value)) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      measure(value).then(
        (image) => {
          const hint = imageHintProblem(kind, image);
          const text = hint && OPTIONS_TEXTS.customize.imageTooSmall.replace('{hint}', hint);
          if (isCurrent) setFinding({ url: value, problem: text });
        },
        () => {
          if (isCurrent) setFinding({ url: value, problem: OPTIONS_TEXTS.customize.imageUnreadable });
        },
      );
    }, CHECK_DELAY_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [value, kind]);

  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      helperText={problem ?? IMAGE_HINTS[kind].hint}
      slotProps={{ formHelperText: { sx: problem ? { color: 'warning.dark' } : undefined } }}
    />
  );
}

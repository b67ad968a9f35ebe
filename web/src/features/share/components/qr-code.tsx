// A QR code of a link, drawn by the qrcode package as SVG (sharp on screen and on paper) and shown as an image with
// alt text. Black on white whatever the theme, so every phone camera reads it.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

export function QrCode({ value, alt, size = 176 }: { value: string; alt: string; size?: number }) {
  const [source, setSource] = useState<{ value: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    void qrSvg(value, {
      type: 'svg',
      margin: 2,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    })
      .then((svg) => {
        if (live) setSource({ value, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        // The link itself is on screen; without a code the student still has it.
      });
    return () => {
      live = false;
    };
  }, [value]);
  if (source?.value !== value) return <Skeleton variant="rectangular" width={size} height={size} />;
  return (
    <Box
      component="img"
      src={source.url}
      alt={alt}
      width={size}
      height={size}
      data-testid="share-qr"
      sx={{ display: 'block', borderRadius: 1, border: 1, borderColor: 'divider' }}
    />
  );
}

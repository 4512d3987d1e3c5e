import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** The KHQR payload as a QR image any Cambodian banking app can scan. */
export function KhqrCode({ payload, label }: { payload: string; label: string }) {
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let current = true;
    // Medium error correction and a quiet zone, as Bakong's own KHQR codes use.
    void toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 240 }).then((url) => {
      if (current) setImage(url);
    });
    return () => {
      current = false;
    };
  }, [payload]);
  if (!image) return <Skeleton variant="rectangular" width={240} height={240} />;
  return (
    <Box
      component="img"
      src={image}
      alt={label}
      width={240}
      height={240}
      data-testid="khqr-image"
      sx={{ display: 'block', imageRendering: 'pixelated' }}
    />
  );
}

import { useEffect, useState } from 'react';
import { Box, Image } from '@chakra-ui/react';

const SIZE = 192;

/**
 * The otpauth:// URI as a QR code for the authenticator app to scan. The QR library loads when a
 * setup starts, not with the screen. Drawn as SVG, so it is sharp at any zoom; until it is drawn,
 * and should it fail, the space stays empty and the setup key beside it still works.
 */
export function QrCode({ uri, alt }: { uri: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(({ default: qrcode }) => qrcode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [uri]);
  return (
    // White in dark too: a scanner needs dark modules on a light quiet zone.
    <Box w={`${SIZE}px`} h={`${SIZE}px`} mx="auto" bg="white">
      {src ? <Image src={src} alt={alt} width={SIZE} height={SIZE} /> : null}
    </Box>
  );
}

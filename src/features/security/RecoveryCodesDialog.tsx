import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { recoveryCodeTexts as texts } from '../../i18n/security';
import { Modal } from '../../ui/Modal';
import { recoveryCodesFile } from './recovery-codes';

export type RecoveryCodesDialogProps = {
  open: boolean;
  codes: readonly string[];
  onClose: () => void;
  onExitComplete?: () => void;
};

/** New recovery codes, shown this once: a list to copy, a file to keep, and 'I have saved them'. */
export function RecoveryCodesDialog({ open, codes, onClose, onExitComplete }: RecoveryCodesDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      title={texts.codesTitle}
      footer={
        <>
          <Button variant="outline" onClick={() => downloadCodes(codes)}>
            {texts.download}
          </Button>
          <Button colorPalette="blue" onClick={onClose}>
            {texts.saved}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{texts.codesIntro}</Text>
        <Box
          as="ul"
          aria-label={texts.listLabel}
          display="grid"
          gridTemplateColumns="repeat(2, minmax(0, 1fr))"
          gap="2"
          p="4"
          bg="bg.subtle"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          fontFamily="mono"
          fontSize="lg"
          textAlign="center"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </Stack>
    </Modal>
  );
}

/** Long enough for any browser to have read the file: revoking it sooner can cancel the download. */
const KEEP_FILE_MS = 60_000;

/**
 * The codes as a text file, saved as any download: a link to the file, made and clicked when
 * asked for, so the file exists in memory only around a download.
 */
function downloadCodes(codes: readonly string[]): void {
  const url = URL.createObjectURL(new Blob([recoveryCodesFile(codes)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = texts.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_FILE_MS);
}

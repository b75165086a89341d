import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { InviteResult } from '../../api/contract';
import { inviteTexts as texts } from '../../i18n/members';
import { Modal } from '../../ui/Modal';
import { CheckCircleIcon, CrossCircleIcon } from '../../ui/form/icons';
import { wasInvited } from './invite-outcome';

export type InviteResultsModalProps = {
  open: boolean;
  results: readonly InviteResult[];
  onClose: () => void;
  onExitComplete?: () => void;
};

/**
 * Spec 2: after an invite of several addresses, each with the server's answer for it, marked by an
 * icon and a word ('Invited', 'Not invited') as well as by its colour, which not everyone can tell.
 */
export function InviteResultsModal({ open, results, onClose, onExitComplete }: InviteResultsModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      title={texts.resultsTitle}
      footer={
        <Button colorPalette="blue" onClick={onClose}>
          {texts.close}
        </Button>
      }
    >
      {/* Spec 9: the list scrolls at 300 px; focusable, so a keyboard can scroll it too. */}
      <Box as="ul" aria-label={texts.resultsLabel} tabIndex={0} maxH="300px" overflowY="auto" listStyleType="none" pe="2">
        {results.map((result, index) => (
          <Box as="li" key={`${index}-${result.email}`} py="2" borderBottomWidth={index < results.length - 1 ? '1px' : '0'}>
            <Text fontWeight="medium" wordBreak="break-all">
              {result.email}
            </Text>
            <HStack fontSize="sm" gap="1.5" align="flex-start" color={wasInvited(result) ? 'green.fg' : 'red.fg'}>
              <Box as="span" flexShrink={0} mt="0.5">
                {wasInvited(result) ? <CheckCircleIcon /> : <CrossCircleIcon />}
              </Box>
              <Text>
                <Text as="span" fontWeight="semibold">
                  {wasInvited(result) ? texts.resultInvited : texts.resultNotInvited}:
                </Text>{' '}
                {result.message}
              </Text>
            </HStack>
          </Box>
        ))}
      </Box>
    </Modal>
  );
}

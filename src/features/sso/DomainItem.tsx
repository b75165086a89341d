import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { SsoDomain } from '../../api/contract';
import { ssoTexts as texts } from '../../i18n/sso';
import { CopyableText } from '../../ui/CopyableText';

export type DomainItemProps = {
  domain: SsoDomain;
  verifying: boolean;
  onVerify: (domain: SsoDomain) => void;
  onRemove: (domain: SsoDomain) => void;
};

/** The badge: verified, never verified, or verified once and lost at the daily re-check. */
function stateOf(domain: SsoDomain): { text: string; palette: string } {
  if (domain.verified) return { text: texts.verified, palette: 'green' };
  if (domain.verification_lost_at !== null) return { text: texts.verificationLost, palette: 'red' };
  return { text: texts.notVerified, palette: 'orange' };
}

/**
 * One domain: its state, and while it is not verified the TXT record to create (name and value,
 * each with 'Copy') and 'Verify'; a lost verification says how to restore it. 'Remove' is always offered.
 */
export function DomainItem({ domain, verifying, onVerify, onRemove }: DomainItemProps) {
  const state = stateOf(domain);
  return (
    <Stack as="li" gap="3" borderWidth="1px" borderColor="border" borderRadius="md" p="4" minW="0">
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {domain.domain}
        </Text>
        <Badge colorPalette={state.palette} variant="subtle">
          {state.text}
        </Badge>
      </Flex>
      {!domain.verified && (
        <Stack gap="2">
          {domain.verification_lost_at !== null && (
            <Text textStyle="sm" color="fg.error">
              {texts.verificationLostHelp}
            </Text>
          )}
          <Text textStyle="sm" color="fg.muted">
            {texts.recordIntro}
          </Text>
          <Text textStyle="sm">
            {texts.recordType}: <Text as="span" fontFamily="mono">TXT</Text>
          </Text>
          <CopyableText label={texts.recordName} value={domain.record_name} copyName={texts.copyRecordName} />
          <CopyableText label={texts.recordValue} value={domain.record_value} copyName={texts.copyRecordValue} />
        </Stack>
      )}
      <Flex gap="2" justify="flex-end" wrap="wrap">
        {!domain.verified && (
          <Button
            size="sm"
            colorPalette="blue"
            aria-label={texts.verifyDomain(domain.domain)}
            loading={verifying}
            loadingText={texts.verify}
            onClick={() => onVerify(domain)}
          >
            {texts.verify}
          </Button>
        )}
        <Button size="sm" variant="outline" colorPalette="red" aria-label={texts.removeDomain(domain.domain)} onClick={() => onRemove(domain)}>
          {texts.remove}
        </Button>
      </Flex>
    </Stack>
  );
}

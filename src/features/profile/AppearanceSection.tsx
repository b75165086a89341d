import { Flex, RadioGroup } from '@chakra-ui/react';
import { profileTexts } from '../../i18n/profile';
import { COLOR_MODES, isColorMode } from '../../ui/color-mode/color-modes';
import { useColorMode } from '../../ui/color-mode/useColorMode';
import { TitledSection } from '../../ui/TitledSection';

/**
 * Light, Dark or the device's own setting, for this device only: a setting of the device rather
 * than of the user, so it applies as it is chosen, with nothing to save.
 */
export function AppearanceSection() {
  const { colorMode, setColorMode } = useColorMode();
  return (
    <TitledSection heading={profileTexts.appearanceHeading} description={profileTexts.appearanceHint} card>
      <RadioGroup.Root
        name="color_mode"
        value={colorMode}
        onValueChange={({ value }) => {
          if (isColorMode(value)) setColorMode(value);
        }}
        colorPalette="blue"
        size="sm"
        aria-label={profileTexts.appearanceHeading}
      >
        <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '3', sm: '6' }}>
          {COLOR_MODES.map((mode) => (
            <RadioGroup.Item key={mode} value={mode} gap="2.5" cursor="pointer">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{profileTexts.colorModes[mode]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Flex>
      </RadioGroup.Root>
    </TitledSection>
  );
}

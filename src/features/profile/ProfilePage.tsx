import { limits } from '../../api/contract';
import { useMemo } from 'react';
import { Box, Separator, SimpleGrid } from '@chakra-ui/react';
import type { FormApi } from 'final-form';
import { pendingEmailTexts, profileTexts } from '../../i18n/profile';
import { useSession } from '../../session/SessionProvider';
import { Form, PasswordField, SubmitButton, TextField } from '../../ui/form';
import { PageLoading } from '../../ui/LoadingScreen';
import { PageTitle } from '../../ui/PageTitle';
import { toastSuccess } from '../../ui/toast';
import { AppearanceSection } from './AppearanceSection';
import { PendingEmailPanel } from './PendingEmailPanel';
import { useUpdateProfile } from './mutations';
import { TitledSection } from '../../ui/TitledSection';
import { profileValidator, profileValues, toUpdateMeRequest, type ProfileValues } from './validation';

/**
 * /dashboard/profile (spec 2 "User Profile"). The values come from the session user, which the
 * session restores from its persisted copy when offline, so the page reads without a request. A
 * new e-mail waits for its code (PendingEmailPanel): the Email field keeps the address that signs in.
 */
export function ProfilePage() {
  const { user } = useSession();
  const updateMe = useUpdateProfile();
  // Keyed on the user object: a new object only arrives after a save, a proven new address or a
  // re-initialisation, and the form kit compares the values, so a re-render never throws away what
  // the user is typing.
  const initialValues = useMemo(() => (user ? profileValues(user) : undefined), [user]);
  const validate = useMemo(() => profileValidator(user?.email ?? ''), [user]);
  const pending = user?.pending_email;

  const onSubmit = async (values: ProfileValues, form: FormApi<ProfileValues>) => {
    const { user: saved } = await updateMe.mutateAsync(toUpdateMeRequest(values));
    // Start again from what the server saved: the password fields empty, no field marked touched.
    form.restart(profileValues(saved));
    toastSuccess(profileTexts.updated);
  };

  return (
    <Box w="full" maxW="640px">
      <PageTitle>{profileTexts.title}</PageTitle>
      {/* Above the form that holds the Email field: a form of its own cannot sit inside it. */}
      {user && pending && (
        <Box mb="6">
          <PendingEmailPanel user={{ ...user, pending_email: pending }} />
        </Box>
      )}
      {initialValues ? (
        <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="lg" p={{ base: '4', md: '6' }}>
          <Form<ProfileValues>
            label={profileTexts.formLabel}
            onSubmit={onSubmit}
            validate={validate}
            initialValues={initialValues}
          >
            <TitledSection heading={profileTexts.detailsHeading}>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <TextField name="first_name" label={profileTexts.firstName} autoComplete="given-name" maxLength={limits.name} />
                <TextField name="last_name" label={profileTexts.lastName} autoComplete="family-name" maxLength={limits.name} />
              </SimpleGrid>
              <TextField
                name="email"
                label={profileTexts.email}
                type="email"
                inputMode="email"
                // 'username' lets a password manager file a new password under this account.
                autoComplete="username"
                maxLength={limits.email}
                helperText={pending ? pendingEmailTexts.emailHelper(pending) : profileTexts.emailHelper}
              />
            </TitledSection>
            <Separator />
            <TitledSection heading={profileTexts.passwordHeading} description={profileTexts.passwordHint}>
              <PasswordField name="password" label={profileTexts.password} autoComplete="new-password" />
              <PasswordField name="confirm_password" label={profileTexts.confirmPassword} autoComplete="new-password" />
            </TitledSection>
            <Separator />
            <TitledSection heading={profileTexts.currentPasswordHeading}>
              <PasswordField
                name="current_password"
                label={profileTexts.currentPassword}
                autoComplete="current-password"
                helperText={profileTexts.currentPasswordHint}
              />
            </TitledSection>
            {/* Full width under a thumb on a phone; at the end of the form on a wider screen. */}
            <Box alignSelf={{ base: 'stretch', sm: 'flex-end' }}>
              <SubmitButton>{profileTexts.submit}</SubmitButton>
            </Box>
          </Form>
        </Box>
      ) : (
        <PageLoading />
      )}
      <Box mt="6">
        <AppearanceSection />
      </Box>
    </Box>
  );
}

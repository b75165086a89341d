import { createRoot } from 'react-dom/client';
import { Box, Button, ChakraProvider, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { defaultSystem as portalSystem } from '@chakra-ui/react';

function Login() {
  return (
    <Box maxW="md" mx="auto" p="6">
      <Stack gap="4">
        <Heading>Sign in</Heading>
        <Text>Welcome back.</Text>
        <Field.Root><Field.Label>E-mail</Field.Label><Input name="email" /></Field.Root>
        <Field.Root><Field.Label>Password</Field.Label><Input name="password" type="password" /></Field.Root>
        <Button colorPalette="blue">Sign in</Button>
      </Stack>
    </Box>
  );
}
const mode = new URLSearchParams(location.search).get('mode');
createRoot(document.getElementById('root')!).render(
  mode === 'plain' ? <div><h1>Sign in</h1><p>Welcome back.</p><label>E-mail<input name="email" /></label><button>Sign in</button></div> : <ChakraProvider value={portalSystem}><Login /></ChakraProvider>,
);

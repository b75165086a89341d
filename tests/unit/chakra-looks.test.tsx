import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Badge, Button, Card, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { DataTable, type DataTableColumn } from '../../src/ui/DataTable';
import { MemberLooks, type MemberClasses } from '../../src/features/members/member-looks';
import { renderWithProviders } from '../support/render';

/**
 * The elements a page draws many times take their classes once per table (ChakraClasses) instead
 * of from a Chakra component each. They must look exactly as the component would: the same
 * Chakra class and the same Emotion class, which is the hash of the very same rules (tokens,
 * layers, light and dark values).
 */
const classesOf = (element: Element) => [...element.classList].sort();
const byTestId = (id: string) => screen.getByTestId(id);

type Row = { id: number; name: string };
const columns: DataTableColumn<Row>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name, searchText: (row) => row.name }];
const rows: Row[] = [{ id: 1, name: 'Ada' }, { id: 2, name: 'Grace' }];

describe('looks resolved once per table', () => {
  it("give a table's rows and cells the classes of Chakra's Table.Row and Table.Cell", () => {
    window.innerWidth = 1280;
    renderWithProviders(
      <>
        <DataTable label="People" columns={columns} rows={rows} rowKey={(row) => row.id} />
        <Table.Root size="sm">
          <Table.Body>
            <Table.Row bg="transparent" data-testid="chakra-row">
              <Table.Cell data-testid="chakra-cell">Ada</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </>,
    );
    const cell = within(screen.getByRole('table', { name: 'People' })).getByRole('cell', { name: 'Ada' });
    expect(classesOf(cell)).toEqual(classesOf(byTestId('chakra-cell')));
    expect(classesOf(cell.closest('tr') as Element)).toEqual(classesOf(byTestId('chakra-row')));
  });

  it("give a phone's cards the classes of Chakra's Card, Stack, Text and Box", () => {
    window.innerWidth = 390;
    renderWithProviders(
      <>
        <DataTable label="People" columns={columns} rows={rows} rowKey={(row) => row.id} />
        <Card.Root as="li" size="sm" variant="outline" data-testid="chakra-card">
          <Card.Body data-testid="chakra-body">
            <Stack as="dl" gap="2" data-testid="chakra-fields">
              <Text as="dt" fontSize="xs" fontWeight="semibold" color="fg.muted" data-testid="chakra-header">Name</Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      </>,
    );
    const card = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem')[0];
    expect(card.textContent).toBe('NameAda');
    expect(classesOf(card)).toEqual(classesOf(byTestId('chakra-card')));
    expect(classesOf(card.firstElementChild as Element)).toEqual(classesOf(byTestId('chakra-body')));
    expect(classesOf(card.querySelector('dl') as Element)).toEqual(classesOf(byTestId('chakra-fields')));
    expect(classesOf(card.querySelector('dt') as Element)).toEqual(classesOf(byTestId('chakra-header')));
  });

  it("give the member rows' badges, buttons and texts the classes of Chakra's Badge, Button, Stack, Flex and Text", () => {
    let classes: MemberClasses | null = null;
    renderWithProviders(
      <>
        <MemberLooks>{(looks) => ((classes = looks), null)}</MemberLooks>
        <Badge colorPalette="green" data-testid="accepted">Accepted</Badge>
        <Badge colorPalette="red" variant="outline" data-testid="suspended">Suspended</Badge>
        <Button size="xs" variant="outline" colorPalette="blue" data-testid="edit">Edit</Button>
        <Button size="xs" variant="outline" colorPalette="red" data-testid="cancel">Cancel</Button>
        <HStack gap="2" data-testid="row">x</HStack>
        <Stack gap="1" data-testid="actions">x</Stack>
        <Flex as="span" gap="1.5" wrap="wrap" display="inline-flex" data-testid="status">x</Flex>
        <Text as="span" color="fg.muted" overflowWrap="break-word" data-testid="muted">x</Text>
        <Text as="span" overflowWrap="break-word" data-testid="text">x</Text>
      </>,
    );
    const looks = classes as unknown as MemberClasses;
    const sorted = (names: string) => names.split(' ').sort();
    expect(sorted(looks['status-accepted'])).toEqual(classesOf(byTestId('accepted')));
    expect(sorted(looks.suspended)).toEqual(classesOf(byTestId('suspended')));
    expect(sorted(looks.editButton)).toEqual(classesOf(byTestId('edit')));
    expect(sorted(looks.removeButton)).toEqual(classesOf(byTestId('cancel')));
    expect(sorted(looks.actionRow)).toEqual(classesOf(byTestId('row')));
    expect(sorted(looks.actions)).toEqual(classesOf(byTestId('actions')));
    expect(sorted(looks.statusGroup)).toEqual(classesOf(byTestId('status')));
    expect(sorted(looks.mutedText)).toEqual(classesOf(byTestId('muted')));
    expect(sorted(looks.text)).toEqual(classesOf(byTestId('text')));
  });
});

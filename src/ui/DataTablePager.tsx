import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { tableTexts as texts } from '../i18n/table';
import { PAGE_SIZES, pageRange, pageWindow } from './table-model';

export type DataTablePagerProps = {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

/** Rows per page, where the shown rows sit in the list, and at most 5 page buttons with previous/next. */
export function DataTablePager({ page, pageCount, pageSize, total, onPage, onPageSize }: DataTablePagerProps) {
  const { from, to } = pageRange(page, pageSize, total);
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" mt="4">
      <HStack gap="4">
        <Field.Root orientation="horizontal" width="auto" gap="2">
          <Field.Label whiteSpace="nowrap" fontWeight="normal">
            {texts.rowsPerPage}
          </Field.Label>
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field name="page_size" value={pageSize} onChange={(event) => onPageSize(Number(event.currentTarget.value))}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {texts.range(from, to, total)}
        </Text>
      </HStack>
      <HStack as="nav" aria-label={texts.pagination} gap="1" wrap="wrap">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {texts.previous}
        </Button>
        {pageWindow(page, pageCount).map((number) => (
          <Button
            key={number}
            size="sm"
            minW="9"
            variant={number === page ? 'solid' : 'outline'}
            colorPalette="blue"
            aria-label={texts.page(number)}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPage(number)}
          >
            {number}
          </Button>
        ))}
        <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {texts.next}
        </Button>
      </HStack>
    </Stack>
  );
}

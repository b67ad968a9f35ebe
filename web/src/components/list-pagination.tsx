// Page numbers under a list that runs over more than one page (nothing for a single page), each button named for
// screen readers in the screen's words ('Page 2', 'Next page').
import Pagination from '@mui/material/Pagination';
import type { SxProps, Theme } from '@mui/material/styles';

type StepType = 'first' | 'last' | 'next' | 'previous';

export function ListPagination({
  pages,
  page,
  onPage,
  pageLabel,
  stepLabel,
  sx,
}: {
  pages: number;
  page: number;
  onPage: (page: number) => void;
  pageLabel: (page: number | null) => string;
  /** The first, last, next and previous buttons' names. */
  stepLabel: (type: StepType) => string;
  sx?: SxProps<Theme>;
}) {
  if (pages <= 1) return null;
  return (
    <Pagination
      count={pages}
      page={Math.min(page, pages)}
      onChange={(_, value) => onPage(value)}
      color="primary"
      sx={sx}
      // MUI asks names only of the page and step buttons, never of the ellipses.
      getItemAriaLabel={(type, value) => (type === 'page' ? pageLabel(value) : stepLabel(type as StepType))}
    />
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The page's primary action. On phones it sticks to the bottom of the screen, so it is in reach of a thumb
 * wherever the page is scrolled; from `md` up it sits in its place in the layout. On phones it must be a grid
 * item of the page's grid (placed with `gridArea`, or inside a `SidePanel`), so that it sticks for the whole page
 * rather than for one column.
 */
export function StickyActionBar({ gridArea, children }: { gridArea?: string; children: ReactNode }) {
  return (
    <Box
      data-testid="sticky-action-bar"
      sx={{
        gridArea,
        position: { xs: 'sticky', md: 'static' },
        bottom: 0,
        zIndex: 2,
        mx: { xs: -2, md: 0 },
        px: { xs: 2, md: 0 },
        py: { xs: 1.5, md: 0 },
        bgcolor: { xs: 'background.paper', md: 'transparent' },
        borderTop: { xs: 1, md: 0 },
        borderColor: 'divider',
        boxShadow: { xs: '0 -4px 12px rgba(0, 0, 0, 0.08)', md: 'none' },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The side column of the cart and checkout: from `md` up one box that stays in view while the page scrolls; on
 * phones it dissolves (`display: contents`) so its summary and its `StickyActionBar` become items of the page's
 * grid and the bar sticks for the whole page.
 */
export function SidePanel({ children }: { children: ReactNode }) {
  return <Box sx={{ display: { xs: 'contents', md: 'grid' }, gap: 2, position: { md: 'sticky' }, top: { md: 88 } }}>{children}</Box>;
}

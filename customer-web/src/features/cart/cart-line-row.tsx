import { useTranslation } from '../../i18n/use-translation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RemoveIcon from '@mui/icons-material/Remove';
import { visuallyHidden } from '../../components/visually-hidden';
import { DishImage } from '../../components/dish-image';
import type { CartLine } from '../../lib/api-types';
import { quantityLimit } from '../../lib/cart-rules';
import { dishImages } from '../../lib/catalogue';
import { formatRupees } from '../../lib/format';
import { paths } from '../../config/paths';
import { dishName } from '../../lib/dish-text';

export function CartLineRow({
  line,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const limit = quantityLimit(line);
  const atStockLimit = limit !== null && line.quantity >= limit.max;
  const stockLimitId = `stock-limit-${line.menuScheduleId}`;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '80px 1fr auto',
        gap: 2,
        alignItems: 'center',
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <DishImage
        src={dishImages(line)[0]}
        alt=""
        width={80}
        height={80}
        style={{ width: 80, height: 80, objectFit: 'cover', borderRadius: 10 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 17 }}>
          <Box component={RouterLink} to={paths.food(line.menuId)} sx={{ color: 'text.primary' }}>
            {dishName(line)}
          </Box>
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 15 }}>
          {t('cart.each', { price: formatRupees(line.price) })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
          <IconButton
            size="small"
            aria-label={t('cart.decrease', { dish: dishName(line) })}
            onClick={() => onQuantity(line.quantity - 1)}
            sx={{ border: 1, borderColor: 'grey.400' }}
          >
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }} data-testid="quantity">
            <Box component="span" sx={visuallyHidden}>
              {t('cart.quantityOf', { dish: dishName(line) })}
            </Box>
            {line.quantity}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('cart.increase', { dish: dishName(line) })}
            onClick={() => onQuantity(line.quantity + 1)}
            disabled={atStockLimit}
            aria-describedby={atStockLimit ? stockLimitId : undefined}
            sx={{ border: 1, borderColor: 'grey.400' }}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </Box>
        {atStockLimit && (
          <Typography id={stockLimitId} variant="body2" sx={{ mt: 0.5, color: 'warning.dark', fontWeight: 600 }} data-testid="stock-limit">
            {limit?.reason}
          </Typography>
        )}
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography sx={{ fontWeight: 800 }} data-testid="line-total">
          {formatRupees(line.lineTotal)}
        </Typography>
        <IconButton aria-label={t('cart.remove', { dish: dishName(line) })} onClick={onRemove} sx={{ color: 'error.main', mt: 1 }}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

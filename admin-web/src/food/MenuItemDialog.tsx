import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../lib/error-message';
import type { MenuItem } from './food-types';
import { useIsPhone } from '../lib/use-is-phone';
import { useFoodMutations } from './use-food-mutations';

interface MenuForm {
  name: string;
  description: string;
  nameHi: string;
  descriptionHi: string;
  price: string;
  imageUrl: string;
  isVeg: boolean;
  active: boolean;
  tiffin: boolean;
  ingredients: string;
}

const emptyForm: MenuForm = {
  name: '',
  description: '',
  nameHi: '',
  descriptionHi: '',
  price: '',
  imageUrl: '',
  isVeg: true,
  active: true,
  tiffin: false,
  ingredients: '',
};

function formFromItem(item: MenuItem | null): MenuForm {
  if (!item) return emptyForm;
  return {
    name: item.name,
    description: item.description,
    nameHi: item.nameHi ?? '',
    descriptionHi: item.descriptionHi ?? '',
    price: String(item.price),
    imageUrl: item.imageUrl,
    isVeg: item.isVeg,
    active: item.active,
    tiffin: item.tiffin,
    ingredients: item.ingredients ?? '',
  };
}

interface MenuItemDialogProps {
  open: boolean;
  /** The item being edited, or null to add a new one. */
  item: MenuItem | null;
  onClose: () => void;
}

export function MenuItemDialog({ open, item, onClose }: MenuItemDialogProps) {
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const notify = useNotify();
  const { dataProvider, refreshFood } = useFoodMutations();
  const [form, setForm] = useState<MenuForm>(emptyForm);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const editing = item !== null;

  useEffect(() => {
    if (open) {
      setForm(formFromItem(item));
      setServerError(undefined);
    }
  }, [open, item]);

  const setField = <K extends keyof MenuForm>(key: K, value: MenuForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const uploadImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      setField('imageUrl', await dataProvider.uploadImage(file));
    } catch (error) {
      notify(errorMessage(error) ?? 'hk.food.uploadFailed', { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setServerError(undefined);
    const data = {
      name: form.name.trim(),
      description: form.description.trim(),
      // Empty: customers reading Hindi see the English text.
      nameHi: form.nameHi.trim() || null,
      descriptionHi: form.descriptionHi.trim() || null,
      price: Number(form.price),
      imageUrl: form.imageUrl.trim(),
      isVeg: form.isVeg,
      active: form.active,
      tiffin: form.tiffin,
      ingredients: form.ingredients.trim() || null,
    };
    try {
      if (item) {
        await dataProvider.update('menus', { id: item.id, data, previousData: item });
      } else {
        await dataProvider.create('menus', { data });
      }
      notify(editing ? 'hk.food.itemUpdated' : 'hk.food.itemAdded', { type: 'success' });
      await refreshFood();
      onClose();
    } catch (error) {
      notify(editing ? 'hk.food.updateFailed' : 'hk.food.addFailed', { type: 'error' });
      setServerError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth fullScreen={isPhone} aria-labelledby="menu-item-dialog-title">
      <form onSubmit={save}>
        <DialogTitle id="menu-item-dialog-title">{translate(editing ? 'hk.food.editItemTitle' : 'hk.food.addItemTitle')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <TextField
              label={translate('hk.food.name')}
              name="name"
              value={form.name}
              onChange={(e) => setField('name', e.target.value)}
              required
              autoFocus
            />
            <TextField
              label={translate('hk.food.description')}
              name="description"
              value={form.description}
              onChange={(e) => setField('description', e.target.value)}
              required
              multiline
              minRows={2}
            />
            <TextField
              label={translate('hk.food.nameHi')}
              name="nameHi"
              value={form.nameHi}
              onChange={(e) => setField('nameHi', e.target.value)}
              helperText={translate('hk.food.hindiHelp')}
              slotProps={{ htmlInput: { lang: 'hi' } }}
            />
            <TextField
              label={translate('hk.food.descriptionHi')}
              name="descriptionHi"
              value={form.descriptionHi}
              onChange={(e) => setField('descriptionHi', e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { lang: 'hi' } }}
            />
            <TextField
              label={translate('hk.food.price')}
              name="price"
              type="number"
              value={form.price}
              onChange={(e) => setField('price', e.target.value)}
              required
              slotProps={{
                htmlInput: { step: 0.01, min: 0 },
                input: {
                  startAdornment: (
                    <Box component="span" sx={{ mr: 0.5 }}>
                      ₹
                    </Box>
                  ),
                },
              }}
            />
            <Stack direction="row" spacing={1} alignItems="flex-start">
              <TextField
                label={translate('hk.food.imageUrl')}
                name="imageUrl"
                value={form.imageUrl}
                onChange={(e) => setField('imageUrl', e.target.value)}
                required
                fullWidth
              />
              <Button
                component="label"
                variant="outlined"
                startIcon={<CloudUploadIcon />}
                disabled={uploading}
                sx={{ whiteSpace: 'nowrap', minWidth: 'auto', height: 56 }}
              >
                {translate(uploading ? 'hk.food.uploading' : 'hk.food.uploadImage')}
                <input hidden type="file" name="imageFile" accept="image/png,image/jpeg,image/webp" onChange={uploadImage} />
              </Button>
            </Stack>
            {form.imageUrl && (
              <Box
                component="img"
                src={form.imageUrl}
                alt={form.name}
                sx={{ maxHeight: 140, maxWidth: '100%', objectFit: 'cover', borderRadius: 1 }}
              />
            )}
            <TextField
              label={translate('hk.food.ingredients')}
              name="ingredients"
              value={form.ingredients}
              onChange={(e) => setField('ingredients', e.target.value)}
            />
            <Stack direction="row" spacing={2}>
              <FormControlLabel
                control={<Switch checked={form.isVeg} onChange={(e) => setField('isVeg', e.target.checked)} />}
                label={translate('hk.food.isVeg')}
              />
              <FormControlLabel
                control={<Switch checked={form.active} onChange={(e) => setField('active', e.target.checked)} />}
                label={translate('hk.food.active')}
              />
            </Stack>
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    name="tiffin"
                    checked={form.tiffin}
                    onChange={(e) => setField('tiffin', e.target.checked)}
                    slotProps={{ input: { 'aria-describedby': 'menu-item-tiffin-help' } }}
                  />
                }
                label={translate('hk.food.tiffin')}
                sx={{ m: 0 }}
              />
              <FormHelperText id="menu-item-tiffin-help" sx={{ mt: 0 }}>
                {translate('hk.food.tiffinHelp')}
              </FormHelperText>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('hk.food.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || uploading}>
            {translate(saving ? 'hk.food.saving' : 'hk.food.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { Box, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { API_RESOURCES, API_VERBS, scopeOf, toggleScope, type ApiScope } from './api-keys';

// The legend floats so that it lays out as a grid item: a fieldset's rendered legend would sit on the border.
const resourceRow = {
  border: 0,
  borderTop: 1,
  borderColor: 'divider',
  m: 0,
  px: 0,
  py: 1,
  minWidth: 0,
  display: 'grid',
  columnGap: 2,
  alignItems: 'center',
  gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
  gridTemplateAreas: { xs: '"title" "covers" "verbs"', sm: '"title verbs" "covers verbs"' },
} as const;

const validateScopes = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : 'hk.integrations.scopesRequired');

/**
 * The key's scopes: one row per resource, saying what it covers, with Read and Write to tick. Each row is a
 * fieldset named by its resource, so 'Read' and 'Write' are told apart by the group they sit in.
 */
export function ScopesInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput<ApiScope[]>({ source, validate: validateScopes, defaultValue: [] });
  const scopes = Array.isArray(field.value) ? field.value : [];
  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', minWidth: 0 }} aria-describedby="api-key-scopes-help">
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('hk.integrations.scopes')}
      </Typography>
      <FormHelperText id="api-key-scopes-help" sx={{ mt: 0, mb: 1 }}>
        {translate('hk.integrations.scopesHelp')}
      </FormHelperText>
      {API_RESOURCES.map((resource) => (
        <Box key={resource} component="fieldset" sx={resourceRow}>
          <Typography component="legend" sx={{ float: 'left', gridArea: 'title', p: 0, fontWeight: 500 }}>
            {translate(`hk.integrations.resources.${resource}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'covers' }}>
            {translate(`hk.integrations.resources.${resource}.covers`)}
          </Typography>
          <Box sx={{ gridArea: 'verbs', display: 'flex' }}>
            {API_VERBS.map((verb) => {
              const scope = scopeOf(resource, verb);
              return (
                <FormControlLabel
                  key={verb}
                  label={translate(`hk.integrations.${verb}`)}
                  control={
                    <Checkbox
                      name={scope}
                      checked={scopes.includes(scope)}
                      onChange={(event) => {
                        field.onChange(toggleScope(scopes, scope, event.target.checked));
                        field.onBlur();
                      }}
                    />
                  }
                />
              );
            })}
          </Box>
        </Box>
      ))}
      {showError && fieldState.error?.message && (
        <FormHelperText error role="alert">
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      )}
    </Box>
  );
}

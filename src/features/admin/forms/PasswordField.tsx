import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField, type FieldProps } from '../../../components/forms/fields.tsx';

/**
 * A password typed in dots. `purpose` tells the browser's password manager whether to fill in
 * the saved password ('current') or to offer and save a new one ('new').
 */
export function PasswordField({
  purpose,
  ...field
}: FieldProps & { registration: UseFormRegisterReturn; purpose: 'current' | 'new' }) {
  return <TextField {...field} type="password" autoComplete={`${purpose}-password`} />;
}

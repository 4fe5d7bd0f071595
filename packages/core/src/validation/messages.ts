/**
 * Every validation message of spec section 5, word for word. Forms and routes both read them from
 * here through the shared schemas, so the two can never disagree.
 */
export const MSG = {
  loginEmailRequired: 'Por favor ingrese el email del usuario',
  passwordRequired: 'Por favor ingrese la contraseña',
  companyNameRequired: 'Por favor ingrese el nombre de la empresa',
  captchaRequired: 'Por favor, complete el CAPTCHA',
  emailInvalid: 'Por favor ingrese un email valido',
  hashtagInvalid: 'Por favor ingrese un hashtag valido (debe comenzar con #, solo letras y numeros)',
  passwordTooShort: 'La contraseña debe ser mayor a 6 digitos',
  passwordTooLong: 'Contraseña muy larga',
  passwordNeedsDigitAndLetter: 'La contraseña debe contener numeros y letras',
  passwordInvalidChar: 'La contraseña posee un caracter invalido',
  passwordRepeat: 'Por favor ingrese la misma contraseña',
  recoveryCodeRequired: 'Por favor ingrese el codigo enviado a su email',
  currentPasswordRequired: 'Por favor ingrese la contraseña actual valida',
  newPasswordRequired: 'Por favor ingrese la nueva contraseña',
  taxCodeRequired: 'Por favor ingrese identificacion fiscal',
  legalNameRequired: 'Por favor ingrese la empresa',
  postcodeRequired: 'Por favor ingrese el cod postal',
  stateRequired: 'Por favor ingrese la provincia',
  countryRequired: 'Por favor ingrese el pais',
  cityRequired: 'Por favor ingrese la ciudad',
  addressRequired: 'Por favor ingrese la direccion',
  phoneInvalid: 'Por favor ingrese un telefono valido',
  currencySymbol: 'Por favor ingrese el simbolo de la moneda (menos de 3 caracteres)',
  storeUserEmailRequired: 'Por favor ingrese un email',
} as const;

/** Strings the spec does not give, written in its tone (architecture rule 12). */
export const TEXT = {
  invalidRequest: 'Los datos enviados no son validos',
  invalidLanguage: 'Por favor seleccione un idioma valido',
  invalidField: 'El campo {field} no es valido',
} as const;

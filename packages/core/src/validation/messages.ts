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
  refcodeDescriptionRequired: 'Por favor ingrese la descripcion/origen',
  refcodeUserMessage: 'Por favor ingrese el Mensaje del usuário',
  refcodeReplyMessage: 'Por favor ingrese el mensaje para finalizar',
  knowledgeBaseQuestionsRequired: 'Por favor ingrese un conjunto de Preguntas',
} as const;

/** Strings the spec does not give, written in its tone (architecture rule 12). */
export const TEXT = {
  invalidRequest: 'Los datos enviados no son validos',
  invalidLanguage: 'Por favor seleccione un idioma valido',
  invalidField: 'El campo {field} no es valido',
  unknownField: 'El campo {field} no corresponde a estos datos',
  dateInvalid: 'Por favor ingrese una fecha valida (entre el año 1900 y el 9999)',
  textTooLong: 'El texto es demasiado largo (maximo {max} caracteres)',
  urlInvalid: 'Por favor ingrese una url completa (https://...)',
  colorInvalid: 'Por favor ingrese un color valido (#rrggbb)',
  videoIdInvalid: 'Por favor ingrese el id del video (o su link de YouTube o Vimeo)',
  mediaSlots: 'La lista de imagenes debe tener exactamente 8 posiciones',
  paymentMethodNameRequired: 'Por favor ingrese el nombre del medio de pago',
  paymentMethodRepeated: 'El medio de pago {name} esta repetido',
  faqTypeInvalid: 'Por favor seleccione un tipo de FAQ valido',
  faqTypeRepeated: 'La FAQ de tipo {type} esta repetida',
  faqResponseRequired: 'Por favor ingrese la respuesta',
  promoDayInvalid: 'Por favor seleccione un dia de la semana valido',
  promoDayRepeated: 'Ya existe una promo para el dia {day}',
  promoMessageRequired: 'Por favor ingrese el mensaje de la promo',
  wooAutoNeedsCredentials:
    'Para activar la sincronizacion automatica complete la url, la clave y el secreto de WooCommerce',
} as const;

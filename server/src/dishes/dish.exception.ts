import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const DISH_ERRORS = {
  MENU_ITEM_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Menu item not found' },
  UPLOAD_NOT_MULTIPART: {
    status: HttpStatus.BAD_REQUEST,
    message: (field: string) => `Send the image as multipart/form-data in a field named "${field}"`,
  },
  UPLOAD_MISSING: {
    status: HttpStatus.BAD_REQUEST,
    message: (field: string) => `No file was sent; attach the image in a field named "${field}"`,
  },
  UPLOAD_WRONG_FIELD: {
    status: HttpStatus.BAD_REQUEST,
    message: (field: string, sent: string) => `The image must be sent in a field named "${field}", not "${sent}"`,
  },
  UPLOAD_TOO_LARGE: { status: HttpStatus.BAD_REQUEST, message: (megabytes: number) => `The image is larger than ${megabytes} MB` },
  UPLOAD_EMPTY: { status: HttpStatus.BAD_REQUEST, message: 'The file is empty' },
  UPLOAD_NOT_AN_IMAGE: { status: HttpStatus.BAD_REQUEST, message: 'The file is not a PNG, JPEG or WebP image' },
} satisfies ErrorCatalogue;

export const dishError = errorsOf(DISH_ERRORS);

export const menuItemNotFound = () => dishError('MENU_ITEM_NOT_FOUND');

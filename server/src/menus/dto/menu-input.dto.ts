import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

const IMAGE_URL = /^(\/[^\s]*|https?:\/\/[^\s]+)$/;
const IMAGE_URL_MESSAGE = 'must be a site path such as /uploads/dal.png or an http(s) address';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The menu form of spec section 5: name, description, price and image required; isVeg defaults to true. */
export class CreateMenuItemDto {
  @ApiProperty({ example: 'Paneer Butter Masala', maxLength: 120 })
  @Transform(trim)
  @IsString({ message: 'name is required' })
  @MinLength(1, { message: 'name is required' })
  @MaxLength(120, { message: 'name must be at most 120 characters' })
  name: string;

  @ApiProperty({ example: 'Soft paneer cubes simmered in a velvety tomato, butter and cashew gravy.', maxLength: 2000 })
  @Transform(trim)
  @IsString({ message: 'description is required' })
  @MinLength(1, { message: 'description is required' })
  @MaxLength(2000, { message: 'description must be at most 2000 characters' })
  description: string;

  @ApiProperty({ example: 249.5, description: 'Rupees, positive, at most two decimals' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'price must be a number with at most two decimals' })
  @Min(0.01, { message: 'price must be positive' })
  @Max(100000, { message: 'price must be at most 100000' })
  price: number;

  @ApiProperty({ example: '/uploads/6f1c0e8a.png', maxLength: 500 })
  @Transform(trim)
  @IsString({ message: 'imageUrl is required' })
  @MinLength(1, { message: 'imageUrl is required' })
  @MaxLength(500, { message: 'imageUrl must be at most 500 characters' })
  @Matches(IMAGE_URL, { message: `imageUrl ${IMAGE_URL_MESSAGE}` })
  imageUrl: string;

  @ApiPropertyOptional({ example: ['/uploads/6f1c0e8a.png', '/uploads/90ab12cd.webp'], description: 'Further images, in display order' })
  @IsOptional()
  @IsArray({ message: 'images must be a list of image addresses' })
  @ArrayMaxSize(10, { message: 'images may hold at most 10 addresses' })
  @MaxLength(500, { each: true, message: 'each image address must be at most 500 characters' })
  @Matches(IMAGE_URL, { each: true, message: `each image ${IMAGE_URL_MESSAGE}` })
  images?: string[];

  @ApiPropertyOptional({ example: true, default: true })
  @IsOptional()
  @IsBoolean({ message: 'isVeg must be true or false' })
  isVeg?: boolean;

  @ApiPropertyOptional({ example: true, default: true, description: 'Inactive dishes show as "Not available"' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({ example: 'Paneer, tomatoes, butter, cashews, cream', nullable: true, maxLength: 1000 })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'ingredients must be text' })
  @MaxLength(1000, { message: 'ingredients must be at most 1000 characters' })
  ingredients?: string | null;
}

/**
 * Any subset of the menu form. react-admin edit forms send the whole record back, so the
 * read-only fields are accepted and ignored rather than refused.
 */
export class UpdateMenuItemDto extends PartialType(CreateMenuItemDto) {
  @ApiPropertyOptional({ description: 'Ignored (read-only)', example: 7 })
  @IsOptional()
  id?: unknown;

  @ApiPropertyOptional({ description: 'Ignored (read-only)' })
  @IsOptional()
  createdAt?: unknown;

  @ApiPropertyOptional({ description: 'Ignored (read-only)' })
  @IsOptional()
  updatedAt?: unknown;
}

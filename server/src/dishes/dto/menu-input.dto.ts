import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsDecimalNumber } from '../../common/decimal-number';

const IMAGE_URL = /^(\/[^\s]*|https?:\/\/[^\s]+)$/;
const IMAGE_URL_MESSAGE = 'must be a site path such as /uploads/dal.png or an http(s) address';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// class-validator runs a property's decorators bottom-up and the pipe stops at the first error,
// so the basic type check sits lowest and the first message names the most basic problem.

/** The admin's dish form: name, description, price and image required; isVeg defaults to true. */
export class CreateMenuItemDto {
  @ApiProperty({ example: 'Paneer Butter Masala', maxLength: 120 })
  @Transform(trim)
  @MaxLength(120, { message: 'name must be at most 120 characters' })
  @MinLength(1, { message: 'name is required' })
  @IsString({ message: 'name is required' })
  name: string;

  @ApiProperty({ example: 'Soft paneer cubes simmered in a velvety tomato, butter and cashew gravy.', maxLength: 2000 })
  @Transform(trim)
  @MaxLength(2000, { message: 'description must be at most 2000 characters' })
  @MinLength(1, { message: 'description is required' })
  @IsString({ message: 'description is required' })
  description: string;

  @ApiProperty({ example: 249.5, description: 'Rupees, positive, at most two decimals' })
  @Max(100000, { message: 'price must be at most 100000' })
  @Min(0.01, { message: 'price must be positive' })
  @IsDecimalNumber(2, { message: 'price must be a number with at most two decimals' })
  price: number;

  @ApiProperty({ example: '/uploads/6f1c0e8a.png', maxLength: 500 })
  @Transform(trim)
  @Matches(IMAGE_URL, { message: `imageUrl ${IMAGE_URL_MESSAGE}` })
  @MaxLength(500, { message: 'imageUrl must be at most 500 characters' })
  @MinLength(1, { message: 'imageUrl is required' })
  @IsString({ message: 'imageUrl is required' })
  imageUrl: string;

  @ApiPropertyOptional({ example: ['/uploads/6f1c0e8a.png', '/uploads/90ab12cd.webp'], description: 'Further images, in display order' })
  @IsOptional()
  @Matches(IMAGE_URL, { each: true, message: `each image ${IMAGE_URL_MESSAGE}` })
  @MaxLength(500, { each: true, message: 'each image address must be at most 500 characters' })
  @ArrayMaxSize(10, { message: 'images may hold at most 10 addresses' })
  @IsString({ each: true, message: 'each image must be an address' })
  @IsArray({ message: 'images must be a list of image addresses' })
  images?: string[];

  @ApiPropertyOptional({ example: true, description: 'true when left out' })
  @IsOptional()
  @IsBoolean({ message: 'isVeg must be true or false' })
  isVeg?: boolean;

  @ApiPropertyOptional({
    example: false,
    description: "false when left out; a tiffin plan with no dish chosen for a cook date serves that date's dish marked tiffin",
  })
  @IsOptional()
  @IsBoolean({ message: 'tiffin must be true or false' })
  tiffin?: boolean;

  @ApiPropertyOptional({ example: true, description: 'true when left out; inactive dishes show as "Not available"' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({ type: String, example: 'Paneer, tomatoes, butter, cashews, cream', nullable: true, maxLength: 1000 })
  @Transform(trim)
  @IsOptional()
  @MaxLength(1000, { message: 'ingredients must be at most 1000 characters' })
  @IsString({ message: 'ingredients must be text' })
  ingredients?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: 'पनीर बटर मसाला',
    nullable: true,
    maxLength: 120,
    description: 'The name in Hindi; empty or null: customers reading Hindi see the English name',
  })
  @Transform(trim)
  @IsOptional()
  @MaxLength(120, { message: 'nameHi must be at most 120 characters' })
  @IsString({ message: 'nameHi must be text' })
  nameHi?: string | null;

  @ApiPropertyOptional({ type: String, example: 'टमाटर, मक्खन और काजू की मखमली ग्रेवी में नरम पनीर।', nullable: true, maxLength: 2000 })
  @Transform(trim)
  @IsOptional()
  @MaxLength(2000, { message: 'descriptionHi must be at most 2000 characters' })
  @IsString({ message: 'descriptionHi must be text' })
  descriptionHi?: string | null;
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

import { ApiProperty } from '@nestjs/swagger';

/** A dish as react-admin edits it. */
export class AdminMenuItemDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Paneer Butter Masala' }) name: string;
  @ApiProperty({ example: 'Soft paneer cubes simmered in a velvety tomato, butter and cashew gravy.' }) description: string;
  @ApiProperty({ example: 249, description: 'Rupees' }) price: number;
  @ApiProperty({ example: '/media/dishes/paneer-butter-masala.svg' }) imageUrl: string;
  @ApiProperty({ example: ['/media/dishes/paneer-butter-masala-served.svg'], type: [String] }) images: string[];
  @ApiProperty({ example: true }) isVeg: boolean;
  @ApiProperty({ example: true }) active: boolean;
  @ApiProperty({ example: 'Paneer, tomatoes, butter', nullable: true, type: String }) ingredients: string | null;
  @ApiProperty({ example: 'पनीर बटर मसाला', nullable: true, type: String, description: 'The name in Hindi, when the kitchen gave one' })
  nameHi: string | null;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'The description in Hindi, when the kitchen gave one' })
  descriptionHi: string | null;
  @ApiProperty({
    example: false,
    description: "A tiffin dish: a plan with no dish chosen for a cook date serves the date's dish marked so",
  })
  tiffin: boolean;
  @ApiProperty({ example: '2026-11-22T09:00:00.000Z' }) createdAt: string;
  @ApiProperty({ example: '2026-11-22T09:00:00.000Z' }) updatedAt: string;
}

export class UploadedImageDto {
  @ApiProperty({ example: '/uploads/3f2a9c4e1b7d4c0e9a8b6d5f4e3c2b1a.png' }) url: string;
}

import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Home Kitchen API')
    .setDescription(
      'Ordering API of a home-style kitchen. Customer and public endpoints answer { success, message, data }; ' +
        'admin endpoints under /admin follow the react-admin simple REST convention and answer plain JSON. ' +
        'Money is in rupees with two decimals; times are ISO-8601 UTC; cookDate is a YYYY-MM-DD date in the kitchen time zone.',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config);
}

import { DefaultNamingStrategy, NamingStrategyInterface } from 'typeorm';

function snake(name: string): string {
  return name.replace(/([a-z\d])([A-Z])/g, '$1_$2').toLowerCase();
}

/** Columns in snake_case in both databases (available_qty), properties in camelCase in code. */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  columnName(propertyName: string, customName: string | undefined, embeddedPrefixes: string[]): string {
    return snake([...embeddedPrefixes, customName ?? propertyName].join('_'));
  }

  relationName(propertyName: string): string {
    return snake(propertyName);
  }

  joinColumnName(relationName: string, referencedColumnName: string): string {
    return snake(`${relationName}_${referencedColumnName}`);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntitySubscriberInterface, type EntityTarget, type ObjectLiteral } from 'typeorm';

/**
 * The database layer's way for a copy kept in memory (ARCHITECTURE: only ever a copy of the
 * database) to hear of writes: a subscriber added here sees every statement this process runs.
 */
@Injectable()
export class StatementWatch {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The table an entity is stored in. */
  tableOf(entity: EntityTarget<ObjectLiteral>): string {
    return this.dataSource.getMetadata(entity).tableName;
  }

  /** Adds `subscriber`; the answer removes it again. */
  watch(subscriber: EntitySubscriberInterface): () => void {
    const { subscribers } = this.dataSource;
    subscribers.push(subscriber);
    return () => {
      const index = subscribers.indexOf(subscriber);
      if (index !== -1) subscribers.splice(index, 1);
    };
  }
}

import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObject, ObjectSchema } from 'yup';

/** The shared yup schema validates the admin form exactly as the server will. */
export const schemaResolver = (schema: ObjectSchema<AnyObject>) => yupResolver(schema as any) as any;

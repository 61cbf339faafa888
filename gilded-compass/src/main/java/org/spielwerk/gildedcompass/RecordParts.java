package org.spielwerk.gildedcompass;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.RecordComponent;

/**
 * A record class's components with their accessors, looked up once per class: the checks that walk a
 * whole position or view ({@link Validation#noNulls}, the view's counts) read every component of every
 * record in it, and asking {@link Class#getRecordComponents()} each time cost most of a validation. The
 * table is a pure function of the class (the same for every game, position and thread).
 */
// TRICK(plain: record.getClass().getRecordComponents() and Method.invoke of each accessor on every call;
// proof: RecordPartsTest)
final class RecordParts {
  private RecordParts() {}

  /** One component: its name, its type and its accessor, typed {@code (Record) -> Object}. */
  record Part(String name, Class<?> type, MethodHandle accessor) {
    /** The component's value in {@code record} (boxed for a primitive). */
    Object of(Record record) {
      try {
        return (Object) accessor.invokeExact(record);
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable e) {
        throw new IllegalStateException(e); // accessors of records throw nothing checked
      }
    }
  }

  private static final MethodType READ = MethodType.methodType(Object.class, Record.class);

  private static final ClassValue<Part[]> PARTS = new ClassValue<>() {
    @Override
    protected Part[] computeValue(Class<?> type) {
      RecordComponent[] components = type.getRecordComponents();
      Part[] parts = new Part[components.length];
      for (int i = 0; i < components.length; i++) {
        RecordComponent c = components[i];
        try {
          MethodHandle accessor = MethodHandles.lookup().unreflect(c.getAccessor()).asType(READ);
          parts[i] = new Part(c.getName(), c.getType(), accessor);
        } catch (IllegalAccessException e) {
          throw new IllegalStateException("cannot read " + type.getName() + "." + c.getName(), e);
        }
      }
      return parts;
    }
  };

  /** The components of the record class, in declaration order (the array is shared: do not change it). */
  static Part[] of(Class<? extends Record> type) {
    return PARTS.get(type);
  }
}

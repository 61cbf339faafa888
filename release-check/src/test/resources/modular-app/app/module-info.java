/** A company's application on the module path: it requires two game modules by their stable names. */
module org.example.app {
  requires org.spielwerk.core;
  requires org.spielwerk.portroyalunterwegs;
  requires org.spielwerk.loyang;
}

from sklearn.utils.metaestimators import available_if
class HelloIfEven:
   def __init__(self, x):
       self.x = x

   def _x_is_even(self):
       return self.x % 2 == 0

   @available_if(_x_is_even)
   def say_hello(self):
       print("Hello")

obj = HelloIfEven(1)
hasattr(obj, "say_hello")
obj.x = 2
hasattr(obj, "say_hello")
obj.say_hello()
